import type { VoteDirection } from './readVoteDirection.ts';

/** The vote after pressing a button: the same direction removes the vote, another sets it (doc 2 §4). */
export function toggleVoteDirection(current: VoteDirection, pressed: 'up' | 'down'): VoteDirection {
  return current === pressed ? 'none' : pressed;
}
