import type { WireArea } from './area.ts';
import type { WireConversation, WireMessage } from './conversation.ts';
import type { WireNotification } from './notification.ts';
import type { WireUser } from './user.ts';

/** The `meta` block of list answers (doc 1 §3). */
export type WireMeta = { total_count?: number | null; unread_message_count?: number | null };

/** An answer carrying one user under `users` or `user` (doc 1 §3, §7), or errors on failure. */
export type WireUserEnvelope = {
  users?: WireUser | readonly WireUser[] | null;
  user?: WireUser | null;
  error?: string | null;
  errors?: readonly string[] | string | null;
};

/** The members list and search answers (doc 1 §7): users and meta.total_count. */
export type WireUsersPage = { users?: readonly WireUser[] | null; meta?: WireMeta | null };

/** The signup answer (doc 1 §7). */
export type WireSignupAnswer = WireUserEnvelope & {
  requires_area_search?: boolean | null;
  validationError?: string | null;
};

/** The area search and list answers (doc 1 §7). */
export type WireAreasEnvelope = { areas?: readonly WireArea[] | null };

/** The conversations answers (doc 1 §3, §7): a list, or one under `conversation`. */
export type WireConversationsEnvelope = {
  conversations?: readonly WireConversation[] | WireConversation | null;
  conversation?: WireConversation | null;
  meta?: WireMeta | null;
};

/** The messages page answer (doc 1 §7): messages and meta.unread_message_count. */
export type WireMessagesPage = { messages?: readonly WireMessage[] | null; meta?: WireMeta | null };

/** The notifications answer (doc 1 §7): an array, or one under `notifications`. */
export type WireNotificationsAnswer =
  | readonly WireNotification[]
  | { notifications?: readonly WireNotification[] | null };

/** The user search answer (doc 1 §7): `results` or `users`. */
export type WireUserSearchAnswer = {
  results?: readonly WireUser[] | null;
  users?: readonly WireUser[] | null;
};
