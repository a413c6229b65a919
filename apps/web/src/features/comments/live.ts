import { assertNever, type LiveEvent, type VoteLiveEvent } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { refreshOpenCommentsAtom } from './actions.ts';
import { receiveCommentDeleteAtom, receiveCommentUpdateAtom, receiveCommentVoteAtom } from './state.ts';

/** The live kinds comments apply. */
export type CommentsLiveEvent = Extract<
  LiveEvent,
  { kind: 'commentUpdate' | 'commentDelete' | 'commentNotification' }
>;

/**
 * A live comment frame of the session's area (spec: States and transitions): a new or edited comment joins its thread
 * and the post's count moves on every card; a deleted one reads "[Comentário apagado]" (spec: "[Deleted]").
 */
export function applyCommentsLiveEvent(store: Store, event: CommentsLiveEvent): void {
  switch (event.kind) {
    case 'commentUpdate':
    case 'commentNotification':
      store.set(receiveCommentUpdateAtom, event.payload);
      return;
    case 'commentDelete':
      store.set(receiveCommentDeleteAtom, event.payload);
      return;
    default:
      assertNever(event, 'comments live event');
  }
}

/** A live vote_update about a comment (area's counts or the reader's own vote): its counts and buttons. */
export function applyCommentVoteUpdate(store: Store, event: VoteLiveEvent): void {
  store.set(receiveCommentVoteAtom, event);
}

/** The connection came back: open sections fetch what they missed. */
export function resyncCommentsLiveState(store: Store): Promise<void> {
  return store.set(refreshOpenCommentsAtom);
}
