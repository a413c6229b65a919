import { assertNever, type LiveEvent } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { resyncPostsAtom } from './resyncPosts.ts';
import {
  receiveNewPostAtom,
  receivePostDeleteAtom,
  receivePostUpdateAtom,
  receiveVoteUpdateAtom,
} from './state.ts';

/** The live kinds the timeline applies. */
export type PostsLiveEvent = Extract<
  LiveEvent,
  { kind: 'timelinePost' | 'postUpdate' | 'postDelete' | 'voteUpdate' | 'ownVoteUpdate' }
>;

/**
 * A live post or vote frame of the session's area (spec: States and transitions), applied through
 * the domain's reducers: a new post at the top, highlighted; an edit, a deletion or new counts in
 * every list that shows the post; the reader's own vote confirmed.
 */
export function applyPostsLiveEvent(store: Store, event: PostsLiveEvent): void {
  switch (event.kind) {
    case 'timelinePost':
      store.set(receiveNewPostAtom, event.payload);
      return;
    case 'postUpdate':
      store.set(receivePostUpdateAtom, event.payload);
      return;
    case 'postDelete':
      store.set(receivePostDeleteAtom, event.payload);
      return;
    case 'voteUpdate':
    case 'ownVoteUpdate':
      // A post's vote only: the live bridge sends a comment's to the comments feature.
      store.set(receiveVoteUpdateAtom, event);
      return;
    default:
      assertNever(event, 'posts live event');
  }
}

/** The live connection came back: fetch what the timeline missed while it was down. */
export function resyncPostsLiveState(store: Store): Promise<void> {
  return store.set(resyncPostsAtom);
}
