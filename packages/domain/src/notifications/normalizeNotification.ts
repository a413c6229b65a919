import { isRecord, mapDefined, type NotificationId, type PostId, readText, toId } from '../common/index.ts';
import { classifyNotification, describeNotification, isMessageNotification } from './describeNotification.ts';
import type { Notification } from './notification.ts';
import type { WireNotification, WireNotificationsAnswer } from './wireNotification.ts';

function readStamp(value: string | number | null | undefined): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return readText(value);
}

/**
 * A notification ready for the list (spec: Entities and their fields, States and transitions), or undefined when it is dropped: a message or
 * conversation reference, no id, or an empty display text. A live one without id takes its time stamp
 * as id; `receivedAt` stands in for a missing time (spec: Entities and their fields: "falls back to the current time stamp").
 */
export function normalizeNotification(wire: WireNotification, receivedAt?: string): Notification | undefined {
  if (isMessageNotification(wire)) return undefined;
  const stamp = readStamp(wire.timestamp) ?? readText(wire.created_at) ?? receivedAt;
  const id = (toId<'Notification'>(wire._id ?? wire.id) ?? toId<'Notification'>(stamp)) as
    | NotificationId
    | undefined;
  const kind = classifyNotification(wire);
  const { title, content } = describeNotification(wire, kind);
  if (id === undefined || content.trim() === '') return undefined;
  return {
    id,
    kind,
    title,
    content,
    createdAt: readText(wire.created_at) ?? stamp ?? '',
    seen: wire.seen === true,
    count: typeof wire.count === 'number' && wire.count > 0 ? wire.count : 1,
    postId: toId<'Post'>(wire.post_id ?? wire.post?._id ?? wire.post?.id) as PostId | undefined,
  };
}

/**
 * The notification list result (spec: Entities and their fields): hasMore when a full page came back; totalCount as kept;
 * and, when the answer's meta gives them, the reader's unread count and total over every page.
 */
export type NotificationPage = {
  notifications: Notification[];
  hasMore: boolean;
  totalCount: number;
  unreadCount?: number;
  serverTotal?: number;
};

/** The counts of a notifications answer's meta (unread_count, total_count), when it carries both. */
export type NotificationCounts = { unreadCount: number; serverTotal: number };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads `meta.unread_count` and `meta.total_count` of `GET /api/v1/notifications`; undefined when either is missing. */
export function readNotificationsMeta(body: unknown): NotificationCounts | undefined {
  const meta = isRecord(body) ? body.meta : undefined;
  if (!isRecord(meta) || !isCount(meta.unread_count) || !isCount(meta.total_count)) return undefined;
  return { unreadCount: meta.unread_count, serverTotal: meta.total_count };
}

/** What a failed fetch gives (spec: Error catalogue): an empty list, no more pages, a total of 0. */
export const EMPTY_NOTIFICATION_PAGE: NotificationPage = { notifications: [], hasMore: false, totalCount: 0 };

/** The items of `GET /api/v1/notifications`, sent as an array or under `notifications` (spec: Calls). */
export function readNotificationsAnswer(body: unknown): WireNotification[] {
  const list = Array.isArray(body)
    ? body
    : isRecord(body)
      ? (body as Exclude<WireNotificationsAnswer, readonly unknown[]>).notifications
      : [];
  return (list ?? []).filter(isRecord) as WireNotification[];
}

/** Builds a page result (spec: Entities and their fields, Calls): drops ignored items; hasMore is judged on what the server sent. */
export function buildNotificationPage(
  wires: readonly WireNotification[],
  perPage: number,
  counts?: NotificationCounts,
): NotificationPage {
  const notifications = mapDefined(wires, (w) => normalizeNotification(w));
  return { notifications, hasMore: wires.length === perPage, totalCount: notifications.length, ...counts };
}
