import type { WireId, WireMeta } from '../common/index.ts';

/** A participant's role in a conversation (spec: Entities and their fields, Roles and permissions: a name containing "Admin" makes an admin). */
export type WireConversationRole = { _id?: WireId; name?: string | null } | null;

/** A participant as `users` lists it (spec: Entities and their fields). */
export type WireConversationParticipant = {
  _id?: WireId;
  id?: WireId;
  username?: string | null;
  avatar?: string | null;
  conversation_user?: { _id?: WireId; conversation_role?: WireConversationRole } | null;
};

/** A membership as `conversation_users` lists it (spec: Entities and their fields): the user and its topic key. */
export type WireConversationUser = {
  _id?: WireId;
  user?: { _id?: WireId; id?: WireId; username?: string | null } | null;
  stomp_key?: string | null;
  conversation_role?: WireConversationRole;
};

/** A post shared into a conversation (spec: Entities and their fields: Message.post). */
export type WireSharedPost = {
  _id?: WireId;
  id?: WireId;
  title?: string | null;
  text?: string | null;
  body?: string | null;
};

/** A chat message (spec: Entities and their fields). */
export type WireMessage = {
  _id?: WireId;
  id?: WireId;
  body?: string | null;
  user?: { _id?: WireId; id?: WireId; username?: string | null; avatar?: string | null } | null;
  post?: WireSharedPost | null;
  is_command?: boolean | null;
  created_at?: string | null;
  conversation_user?: { _id?: WireId; conversation_role?: WireConversationRole } | null;
  conversation_id?: WireId | null;
  /** The sender's own id for the message, so a resend is answered with the first one and a pending message confirmed exactly. */
  client_id?: string | null;
};

/** A conversation (spec: Entities and their fields). */
export type WireConversation = {
  _id?: WireId;
  id?: WireId;
  title?: string | null;
  users?: readonly WireConversationParticipant[] | null;
  conversation_users?: readonly WireConversationUser[] | null;
  /** The whole latest message, when the list was asked for it; the key is left out when there is none. */
  latest_message?: WireMessage | null;
  has_unread?: boolean | null;
  updated_at?: string | null;
};

/** A chat message as the chat topic carries it (spec: Entities and their fields: has message and user with username). */
export type WireChatMessage = {
  message?: WireMessage | null;
  user?: { _id?: WireId; id?: WireId; username?: string | null } | null;
  /** The conversation as it stands after the message (a title or membership change comes as a command message with it). */
  conversation?: WireConversation | null;
};

/** The conversations answers (spec: Entities and their fields, Calls): a list, or one under `conversation`. */
export type WireConversationsEnvelope = {
  conversations?: readonly WireConversation[] | WireConversation | null;
  conversation?: WireConversation | null;
  meta?: WireMeta | null;
};

/** The messages page answer (spec: Calls): messages and meta.unread_message_count. */
export type WireMessagesPage = { messages?: readonly WireMessage[] | null; meta?: WireMeta | null };
