import type { WireCommentDelete, WireCommentUpdate } from '../comments/index.ts';
import type { WireChatMessage } from '../messaging/index.ts';
import type { WireNotification } from '../notifications/index.ts';
import type {
  WirePollUpdate,
  WirePostDelete,
  WirePostMessage,
  WireVoteCounts,
  WireVoteUpdate,
} from '../posts/index.ts';
import type { WireServiceDelete, WireServiceUpdate } from '../services/index.ts';
import type { LiveTopic } from './liveDestinations.ts';

/**
 * Every live message kind (spec: Entities and their fields, States and transitions, Calls), one member each. Payloads stay in their wire
 * shape: the reducers that apply them (timeline, notifications, messaging) normalise what they read.
 */
export type LiveEvent =
  | { kind: 'chatMessage'; payload: WireChatMessage }
  // A vote's counts to the whole area; the same vote_update with new_direction and voter to the voter only.
  | { kind: 'voteUpdate'; payload: WireVoteCounts }
  | { kind: 'ownVoteUpdate'; payload: WireVoteUpdate }
  | { kind: 'voteNotification'; payload: WireNotification }
  | { kind: 'commentNotification'; payload: WireCommentUpdate }
  | { kind: 'commentUpdate'; payload: WireCommentUpdate }
  | { kind: 'commentDelete'; payload: WireCommentDelete }
  | { kind: 'pollResponseNotification'; payload: WireNotification }
  | { kind: 'notification'; payload: WireNotification }
  | { kind: 'pollUpdate'; payload: WirePollUpdate }
  | { kind: 'timelinePost'; payload: WirePostMessage }
  | { kind: 'postUpdate'; payload: WirePostMessage }
  | { kind: 'postDelete'; payload: WirePostDelete }
  | { kind: 'serviceUpdate'; payload: WireServiceUpdate }
  | { kind: 'serviceDelete'; payload: WireServiceDelete };

/** A vote's live frame: its counts (the area's) or the reader's own vote (the reader's own topic). */
export type VoteLiveEvent = Extract<LiveEvent, { kind: 'voteUpdate' | 'ownVoteUpdate' }>;

/** The kinds of live event. */
export type LiveEventKind = LiveEvent['kind'];

/** The `type` each kind carries on the wire; the server writes these and the parser reads them. */
export const LIVE_WIRE_TYPES: Record<LiveEventKind, string> = {
  chatMessage: 'chat_message',
  voteUpdate: 'vote_update',
  // The same wire type as the area's: the topic it arrives on tells them apart (parseLiveEvent).
  ownVoteUpdate: 'vote_update',
  voteNotification: 'vote_notification',
  commentNotification: 'comment_notification',
  commentUpdate: 'comment_update',
  commentDelete: 'comment_delete',
  pollResponseNotification: 'poll_response_notification',
  notification: 'notification',
  pollUpdate: 'poll_update',
  timelinePost: 'post',
  postUpdate: 'post_update',
  postDelete: 'post_delete',
  serviceUpdate: 'service_update',
  serviceDelete: 'service_delete',
};

/**
 * The topic each kind is published on (spec: Calls, States and transitions): chat and notifications to the user's own
 * topics; new posts and post, poll and comment changes to the area timeline; votes' counts and comment
 * notifications to the area's posts topic; a vote's direction and voter to the voter's own
 * notification topic only (README: Security, no private traces).
 */
export const LIVE_TOPIC_OF_KIND: Record<LiveEventKind, LiveTopic> = {
  chatMessage: 'chat',
  voteNotification: 'notification',
  pollResponseNotification: 'notification',
  notification: 'notification',
  timelinePost: 'timeline',
  postUpdate: 'timeline',
  postDelete: 'timeline',
  pollUpdate: 'timeline',
  commentUpdate: 'timeline',
  commentDelete: 'timeline',
  // The area's services directory changes ride the area's timeline topic: one subscription per area.
  serviceUpdate: 'timeline',
  serviceDelete: 'timeline',
  voteUpdate: 'posts',
  ownVoteUpdate: 'notification',
  commentNotification: 'posts',
};

/** Whether a kind travels as a notification (the "activity" event of spec: Calls). */
export function isNotificationEvent(
  event: LiveEvent,
): event is Extract<LiveEvent, { kind: 'voteNotification' | 'pollResponseNotification' | 'notification' }> {
  return (
    event.kind === 'voteNotification' ||
    event.kind === 'pollResponseNotification' ||
    event.kind === 'notification'
  );
}
