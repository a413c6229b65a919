import { isRecord } from '../common/index.ts';
import type { WireNotification } from '../notifications/index.ts';
import { classifyNotification } from '../notifications/index.ts';
import { type LiveTopic, parseLiveDestination } from './liveDestinations.ts';
import { LIVE_WIRE_TYPES, type LiveEvent, type LiveEventKind } from './liveEvent.ts';

/** A parsed live frame, or why it was ignored (spec: Error catalogue: bad JSON and unknown types are only logged). */
export type LiveParseResult = { ok: true; event: LiveEvent } | { ok: false; reason: string };

type Body = Record<string, unknown>;

// ownVoteUpdate shares vote_update with the area's voteUpdate: the topic decides (parseLiveEvent).
const KIND_OF_WIRE_TYPE = new Map<string, LiveEventKind>([
  ...Object.entries(LIVE_WIRE_TYPES)
    .filter(([kind]) => kind !== 'ownVoteUpdate')
    .map(([kind, type]) => [type, kind as LiveEventKind] as const),
  ['message', 'chatMessage'],
  ['new_post', 'timelinePost'],
  ['activity', 'notification'],
]);

// The field each kind cannot do without; the others are read leniently by the reducers.
const REQUIRED_FIELD: Partial<Record<LiveEventKind, string>> = {
  chatMessage: 'message',
  commentNotification: 'comment',
  commentUpdate: 'comment',
  timelinePost: 'post',
  postUpdate: 'post',
  serviceUpdate: 'service',
};

/** A frame without `type` is recognised by its topic and shape (spec: Entities and their fields, Calls). */
function inferType(topic: LiveTopic, body: Body): string | undefined {
  if (body.event === 'activity') return 'activity';
  if (topic === 'chat' && isRecord(body.message)) return 'chat_message';
  if (topic === 'timeline' && isRecord(body.post)) return 'post';
  return undefined;
}

/** The notification of an activity event (`payload.notification`) or of a typed frame (`notification`). */
function readNotification(body: Body): WireNotification | undefined {
  const nested = isRecord(body.payload) ? body.payload.notification : undefined;
  const notification = nested ?? body.notification;
  return isRecord(notification) ? (notification as WireNotification) : undefined;
}

function notificationKind(notification: WireNotification): LiveEventKind {
  const kind = classifyNotification(notification);
  if (kind === 'vote') return 'voteNotification';
  if (kind === 'poll') return 'pollResponseNotification';
  return 'notification';
}

function withoutType(body: Body): Body {
  const { type: _type, ...payload } = body;
  return payload;
}

/**
 * Parses one live frame (spec: Entities and their fields, States and transitions, Calls, Error catalogue) into a typed event. Never throws: an unknown
 * destination, a body that is not a JSON object, an unknown type or a missing payload comes back as a
 * reason. Notification events ("activity") are typed by their `type`, else by what the notification
 * relates to; "notification" frames carrying a comment and post are comment notifications.
 */
export function parseLiveEvent(destination: string, bodyText: string): LiveParseResult {
  const target = parseLiveDestination(destination);
  if (target === undefined) return { ok: false, reason: `unknown destination "${destination}"` };
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
  if (!isRecord(body)) return { ok: false, reason: 'body is not a JSON object' };
  const type = typeof body.type === 'string' ? body.type : inferType(target.topic, body);
  const wireKind = type === undefined ? undefined : KIND_OF_WIRE_TYPE.get(type);
  // A vote_update on the reader's own notification topic is the reader's own vote (with direction
  // and voter); on the area's posts topic it is only the counts everyone receives.
  const kind = wireKind === 'voteUpdate' && target.topic === 'notification' ? 'ownVoteUpdate' : wireKind;
  if (kind === undefined) return { ok: false, reason: `unknown message type "${type ?? '(none)'}"` };

  if (kind === 'voteNotification' || kind === 'pollResponseNotification' || kind === 'notification') {
    const notification = readNotification(body);
    if (notification === undefined) {
      if (kind === 'notification' && isRecord(body.comment)) {
        return { ok: true, event: { kind: 'commentNotification', payload: withoutType(body) } };
      }
      return { ok: false, reason: `${type} without notification` };
    }
    const typed = type === 'activity' ? notificationKind(notification) : kind;
    return { ok: true, event: { kind: typed, payload: notification } as LiveEvent };
  }
  const required = REQUIRED_FIELD[kind];
  if (required !== undefined && !isRecord(body[required]))
    return { ok: false, reason: `${type} without ${required}` };
  return { ok: true, event: { kind, payload: withoutType(body) } as LiveEvent };
}
