import type { WireId } from '../common/index.ts';

/** A user as a notification mentions it (the voter, the commenter, the inviter). */
export type WireNotificationUser = { _id?: WireId; id?: WireId; username?: string | null } | null;

/** The post a notification points to (spec: Entities and their fields: post_id or a nested post with id). */
export type WireNotificationPost = { _id?: WireId; id?: WireId; title?: string | null } | null;

/** A notification as the list call and the activity event carry it (spec: Entities and their fields). */
export type WireNotification = {
  _id?: WireId;
  id?: WireId;
  created_at?: string | null;
  timestamp?: string | number | null;
  seen?: boolean | null;
  count?: number | null;
  title?: string | null;
  body?: string | null;
  text?: string | null;
  content?: string | null;
  type?: string | null;
  post_id?: WireId | null;
  post?: WireNotificationPost;
  vote?: {
    direction?: 'up' | 'down' | string | null;
    user?: WireNotificationUser;
    post?: WireNotificationPost;
    /** A vote on the reader's comment rather than post. */
    comment?: { body?: string | null; text?: string | null } | null;
  } | null;
  comment?: {
    body?: string | null;
    text?: string | null;
    user?: WireNotificationUser;
    post?: WireNotificationPost;
  } | null;
  /** An invitation: to the invited (`inviter`), or, used, to the inviter (`invitee`: who joined with it). */
  invite?: {
    inviter?: WireNotificationUser;
    invitee?: WireNotificationUser;
    area?: { name?: string | null } | null;
  } | null;
  poll_response_count?: { post?: WireNotificationPost; count?: number | null } | null;
  // Message or conversation references mark notifications the list ignores (spec: Entities and their fields).
  message_id?: WireId | null;
  message?: unknown;
  conversation_id?: WireId | null;
  conversation?: unknown;
};

/** The notifications answer (spec: Calls): an array, or one under `notifications`. */
export type WireNotificationsAnswer =
  | readonly WireNotification[]
  | { notifications?: readonly WireNotification[] | null };
