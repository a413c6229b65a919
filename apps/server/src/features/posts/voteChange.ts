/** A resident's vote on a post (spec: States and transitions: up, down or none). */
export type VoteDirection = 'up' | 'down' | 'none';

/** The vote after pressing a direction: pressing the chosen one again removes it (as comment votes do). */
export function nextVoteDirection(current: VoteDirection, pressed: 'up' | 'down'): VoteDirection {
  return current === pressed ? 'none' : pressed;
}

/** How the post's counters move when a vote goes from one direction to another. */
export function voteDelta(from: VoteDirection, to: VoteDirection): { upvotes: number; downvotes: number } {
  const count = (direction: VoteDirection, side: 'up' | 'down') => (direction === side ? 1 : 0);
  return { upvotes: count(to, 'up') - count(from, 'up'), downvotes: count(to, 'down') - count(from, 'down') };
}
