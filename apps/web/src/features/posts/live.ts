import type { LiveEvent } from '@vizinhos/domain';
import type { Store } from 'jotai';

/** The live kinds the timeline applies. */
export type PostsLiveEvent = Extract<
  LiveEvent,
  { kind: 'timelinePost' | 'postUpdate' | 'postDelete' | 'voteUpdate' }
>;

/** A live post or vote frame of the session's area. */
export function applyPostsLiveEvent(_store: Store, _event: PostsLiveEvent): void {
  // The timeline view applies it once built (new posts, edits, deletions and votes, through the domain's reducers).
}
