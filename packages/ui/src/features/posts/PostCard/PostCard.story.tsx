// Story harness: a post card fed the way the app feeds it, every rule computed by the domain.
import {
  buildPostLink,
  canEditPost,
  categoryDisplayName,
  categoryTone,
  formatEventDate,
  formatPostTime,
  isPostHidden,
  POST_HIGHLIGHT_MS,
  roleBadge,
  summarizePoll,
  type UserId,
} from '@vizinhos/domain';
import { PostCard, type PostCardProps } from './PostCard.tsx';

type ComputedProps =
  | 'authorRole'
  | 'timeLabel'
  | 'categoryLabel'
  | 'categoryTone'
  | 'isSignedIn'
  | 'canEdit'
  | 'isHidden'
  | 'shareUrl'
  | 'pollSummary'
  | 'eventDateLabel'
  | 'highlightMs';

/** Props of PostCardStory: the post and the reader; the card's computed props come from the domain. */
export type PostCardStoryProps = Omit<PostCardProps, ComputedProps> & {
  now: Date;
  /** The reader; undefined when anonymous. */
  currentUserId?: UserId | undefined;
  origin: string;
  isHighlighted?: boolean;
};

/** What the app computes for one card with the domain's rules: the props a PostCard (or a Timeline) takes. */
export function postCardProps({
  post,
  now,
  currentUserId,
  origin,
  isHighlighted,
  ...rest
}: PostCardStoryProps): PostCardProps {
  return {
    post,
    authorRole: roleBadge(post.author.roleName, 'comment'),
    timeLabel: post.createdAt ? formatPostTime(now, post.createdAt) : undefined,
    categoryLabel: categoryDisplayName(post.category),
    categoryTone: categoryTone(post.category),
    isSignedIn: currentUserId !== undefined,
    canEdit: canEditPost(post, currentUserId),
    isHidden: isPostHidden(post),
    shareUrl: buildPostLink(origin, post.id),
    pollSummary: post.kind === 'poll' ? summarizePoll(post.pollOptions, currentUserId) : undefined,
    eventDateLabel: post.eventDate ? formatEventDate(post.eventDate) : undefined,
    highlightMs: isHighlighted ? POST_HIGHLIGHT_MS : undefined,
    ...rest,
  };
}

/** A PostCard whose computed props come from the domain, as in the app. */
export function PostCardStory(props: PostCardStoryProps) {
  return <PostCard {...postCardProps(props)} />;
}
