import { assertNever, type LiveEvent, readPayloadId } from '@vizinhos/domain';
import type { Store } from 'jotai';
import {
  applyCommentsLiveEvent,
  applyCommentVoteUpdate,
  resyncCommentsLiveState,
} from '../features/comments/index.ts';
import { applyMessagingLiveEvent, resyncMessagingLiveState } from '../features/messaging/index.ts';
import { blockedMemberIdsAtom } from '../features/moderation/index.ts';
import {
  applyNotificationsLiveEvent,
  refreshNotificationCountsAtom,
} from '../features/notifications/index.ts';
import { applyPollsLiveEvent } from '../features/polls/index.ts';
import { applyPostsLiveEvent, resyncPostsLiveState } from '../features/posts/index.ts';
import { applyServicesLiveEvent, resyncServicesLiveState } from '../features/services/index.ts';

/**
 * The one place live frames reach the atoms (ARCHITECTURE.md): each kind of the domain's union goes to
 * the one feature that owns it, in the session's store; no feature forwards a frame to another. A kind added to the union without a branch here
 * fails to compile at assertNever.
 */
export function applyLiveEvent(store: Store, event: LiveEvent, now: Date): void {
  switch (event.kind) {
    case 'chatMessage':
      // The block list is moderation's; messaging is told only whom not to count (spec 3: Block).
      applyMessagingLiveEvent(store, event, store.get(blockedMemberIdsAtom));
      return;
    case 'voteNotification':
    case 'pollResponseNotification':
    case 'notification':
      applyNotificationsLiveEvent(store, event, now);
      return;
    case 'voteUpdate':
    case 'ownVoteUpdate':
      // The area's counts and the reader's own vote both name a post or a comment: a comment's goes
      // to comments, a post's to posts.
      if (readPayloadId<'Comment'>(event.payload.comment, event.payload.comment_id) !== undefined)
        applyCommentVoteUpdate(store, event);
      else applyPostsLiveEvent(store, event);
      return;
    case 'timelinePost':
    case 'postUpdate':
    case 'postDelete':
      applyPostsLiveEvent(store, event);
      return;
    case 'commentUpdate':
    case 'commentDelete':
    case 'commentNotification':
      applyCommentsLiveEvent(store, event);
      return;
    case 'pollUpdate':
      applyPollsLiveEvent(store, event);
      return;
    case 'serviceUpdate':
    case 'serviceDelete':
      applyServicesLiveEvent(store, event);
      return;
    default:
      assertNever(event, 'live event');
  }
}

/**
 * The live connection came back after a drop (the realtime client's onResync, `since` when it was
 * last known connected): each feature that keeps live state fetches what it missed and merges it
 * through the same reducers (ARCHITECTURE.md: after a dropped connection).
 */
export function resyncLiveState(store: Store, _since: number): Promise<unknown> {
  return Promise.all([
    resyncPostsLiveState(store),
    resyncCommentsLiveState(store),
    resyncServicesLiveState(store),
    // The bell's count may have moved while the connection was down.
    store.set(refreshNotificationCountsAtom),
    resyncMessagingLiveState(store),
  ]);
}
