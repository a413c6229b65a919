import type { LiveEvent } from '@vizinhos/domain';
import type { Store } from 'jotai';

/** The live kinds comments apply. */
export type CommentsLiveEvent = Extract<
  LiveEvent,
  { kind: 'commentUpdate' | 'commentDelete' | 'commentNotification' }
>;

/** A live comment frame of the session's area. */
export function applyCommentsLiveEvent(_store: Store, _event: CommentsLiveEvent): void {
  // The comments view applies it once built (its counts and lists, through the domain's reducers).
}
