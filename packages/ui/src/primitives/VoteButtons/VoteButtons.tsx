import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { count } from './VoteButtons.css.ts';

type Direction = 'up' | 'down';

/** Props of VoteButtons. */
export type VoteButtonsProps = {
  upvotes: number;
  downvotes: number;
  /** The reader's vote: its button is pressed. */
  value: Direction | 'none';
  /** The direction waiting for confirmation: it spins, and both buttons wait meanwhile. */
  pendingDirection?: Direction | null;
  isDisabled?: boolean;
  /** `sm` for a comment, `md` for a post. */
  size?: 'sm' | 'md';
  /** Accessible names of the two buttons (the visible content is an arrow and a count). */
  upLabel: string;
  downLabel: string;
  /** `direction` is the pressed button; `next` is the vote after the press (the pressed vote again releases it). */
  onVote?: (vote: { direction: Direction; next: Direction | 'none' }) => void;
};

/** Up and down votes with their counts, shared by posts and comments; two buttons, no wrapper. */
export function VoteButtons({
  upvotes,
  downvotes,
  value,
  pendingDirection = null,
  isDisabled = false,
  size = 'md',
  upLabel,
  downLabel,
  onVote,
}: VoteButtonsProps) {
  const isPending = pendingDirection !== null;
  const button = (direction: Direction, total: number) => (
    <Button
      size="sm"
      emphasis={value === direction ? 'soft' : 'ghost'}
      tone={direction === 'up' ? 'success' : 'danger'}
      aria-pressed={value === direction}
      isLoading={pendingDirection === direction}
      disabled={isDisabled || isPending}
      onClick={() => onVote?.({ direction, next: value === direction ? 'none' : direction })}
    >
      {pendingDirection === direction ? null : (
        <Icon name={direction === 'up' ? 'arrowUp' : 'arrowDown'} size={size === 'sm' ? 14 : 16} />
      )}
      <VisuallyHidden>{direction === 'up' ? upLabel : downLabel}</VisuallyHidden>
      <span className={count}>{total}</span>
    </Button>
  );
  return (
    <>
      {button('up', upvotes)}
      {button('down', downvotes)}
    </>
  );
}
