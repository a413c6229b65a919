// Story harness: a post card fed the way the app feeds it, every rule computed by the domain.
import { type PostCardReader, postCardView } from '@vizinhos/domain';
import { PostCard, type PostCardProps } from './PostCard.tsx';

type ComputedProps =
  | 'authorRole'
  | 'timeLabel'
  | 'categoryLabel'
  | 'categoryTone'
  | 'isSignedIn'
  | 'canEdit'
  | 'isHidden'
  | 'isReportedByReader'
  | 'shareUrl'
  | 'pollSummary'
  | 'eventDateLabel'
  | 'highlightMs';

/** Props of PostCardStory: the post and the reader; the card's computed props come from the domain. */
export type PostCardStoryProps = Omit<PostCardProps, ComputedProps> & {
  now: Date;
  /** The reader; undefined when anonymous. */
  currentUserId?: PostCardReader['currentUserId'];
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
  const reader: PostCardReader = { now, currentUserId, origin, isHighlighted: isHighlighted ?? false };
  return { post, ...postCardView(post, reader), ...rest };
}

/** A PostCard whose computed props come from the domain, as in the app. */
export function PostCardStory(props: PostCardStoryProps) {
  return <PostCard {...postCardProps(props)} />;
}
