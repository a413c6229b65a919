import type { VoteDirection } from './readVoteDirection.ts';

/**
 * The vote after pressing a direction on a post or a comment (spec: States and transitions):
 * pressing the chosen one again removes it.
 */
export function nextVoteDirection(current: VoteDirection, pressed: 'up' | 'down'): VoteDirection {
  return current === pressed ? 'none' : pressed;
}

/** How a post's or comment's counters move when a vote goes from one direction to another. */
export function voteDelta(from: VoteDirection, to: VoteDirection): { upvotes: number; downvotes: number } {
  const count = (direction: VoteDirection, side: 'up' | 'down') => (direction === side ? 1 : 0);
  return { upvotes: count(to, 'up') - count(from, 'up'), downvotes: count(to, 'down') - count(from, 'down') };
}
