/** The reader's vote on a post or comment (spec: States and transitions: up, down or none). */
export type VoteDirection = 'up' | 'down' | 'none';

/** Reads a direction from the wire (`myvote.direction`, `new_direction`); anything else is "none". */
export function readVoteDirection(value: unknown): VoteDirection {
  return value === 'up' || value === 'down' ? value : 'none';
}
