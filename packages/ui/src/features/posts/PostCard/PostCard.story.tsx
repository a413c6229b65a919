// Story harness: a post card fed the way the app feeds it, every rule computed by the domain.
import { FIXTURE_NOW } from '@vizinhos/api/mocks';
import { type PostCardReader, postCardView, type UserId } from '@vizinhos/domain';
import { fn } from 'storybook/test';
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

/** The reader and the callbacks every card of a story shares. */
export type TimelineReader = Omit<PostCardStoryProps, 'post' | 'isHighlighted'>;

/** João reading at the fixtures' now, every card action a spy (the stories' usual reader). */
export function storyReader(): TimelineReader {
  return {
    now: FIXTURE_NOW,
    origin: 'https://vizinhos.example',
    currentUserId: 'user-joao' as UserId,
    onVote: fn(),
    onPollVote: fn(),
    onFlag: fn(),
    onShare: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onDownloadIcs: fn(),
    onToggleComments: fn(),
  };
}
