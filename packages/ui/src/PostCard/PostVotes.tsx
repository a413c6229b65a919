import type { PostId, VoteDirection } from '@vizinhos/domain';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { texts } from '../texts/texts.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { count } from './PostCard.css.ts';

/** Props of PostVotes. */
export type PostVotesProps = {
  postId: PostId;
  upvotes: number;
  downvotes: number;
  myVote: VoteDirection;
  /** The direction waiting for the live confirmation (doc 2 §4); both buttons wait meanwhile. */
  pendingVote?: 'up' | 'down' | null;
  canVote: boolean;
  onVote?: (vote: { postId: PostId; direction: 'up' | 'down' }) => void;
};

/** Up and down votes with counts; the reader's vote is pressed, the pending one spins. */
export function PostVotes({
  postId,
  upvotes,
  downvotes,
  myVote,
  pendingVote = null,
  canVote,
  onVote,
}: PostVotesProps) {
  const isPending = pendingVote !== null;
  const button = (direction: 'up' | 'down', value: number) => (
    <Button
      size="sm"
      emphasis={myVote === direction ? 'soft' : 'ghost'}
      tone={direction === 'up' ? 'success' : 'danger'}
      aria-pressed={myVote === direction}
      isLoading={pendingVote === direction}
      disabled={!canVote || isPending}
      onClick={() => onVote?.({ postId, direction })}
    >
      {pendingVote === direction ? null : <Icon name={direction === 'up' ? 'arrowUp' : 'arrowDown'} />}
      <VisuallyHidden>{direction === 'up' ? texts.post.upvote : texts.post.downvote}</VisuallyHidden>
      <span className={count}>{value}</span>
    </Button>
  );
  return (
    <>
      {button('up', upvotes)}
      {button('down', downvotes)}
    </>
  );
}
