import {
  type ConversationId,
  isRecord,
  mapDefined,
  readText,
  toId,
  type UserId,
  unwrapId,
} from '../common/index.ts';
import type { Conversation, ConversationParticipant } from './conversation.ts';
import type {
  WireConversation,
  WireConversationParticipant,
  WireConversationsEnvelope,
  WireConversationUser,
} from './wireConversation.ts';

function fromParticipant(
  wire: WireConversationParticipant,
  memberships: readonly WireConversationUser[],
): ConversationParticipant | undefined {
  const username = readText(wire.username);
  if (username === undefined) return undefined;
  const id = toId<'User'>(wire._id ?? wire.id) as UserId | undefined;
  const membership = memberships.find(
    (m) => (id !== undefined && unwrapId(m.user?._id ?? m.user?.id) === id) || m.user?.username === username,
  );
  return {
    id,
    username,
    avatar: readText(wire.avatar),
    conversationUserId: unwrapId(wire.conversation_user?._id) ?? unwrapId(membership?._id),
    roleName:
      readText(wire.conversation_user?.conversation_role?.name) ??
      readText(membership?.conversation_role?.name),
    stompKey: readText(membership?.stomp_key),
  };
}

function fromMembership(wire: WireConversationUser): ConversationParticipant | undefined {
  const username = readText(wire.user?.username);
  if (username === undefined) return undefined;
  return {
    id: toId<'User'>(wire.user?._id ?? wire.user?.id) as UserId | undefined,
    username,
    avatar: undefined,
    conversationUserId: unwrapId(wire._id),
    roleName: readText(wire.conversation_role?.name),
    stompKey: readText(wire.stomp_key),
  };
}

/**
 * A conversation from its wire shape (spec: Entities and their fields). Participants come from `users`, completed with the
 * stomp keys of `conversation_users`; when `users` is absent, `conversation_users` alone.
 */
export function normalizeConversation(wire: WireConversation | null | undefined): Conversation | undefined {
  const id = toId<'Conversation'>(wire?._id ?? wire?.id) as ConversationId | undefined;
  if (wire == null || id === undefined) return undefined;
  const memberships = wire.conversation_users ?? [];
  const participants = wire.users?.length
    ? mapDefined(wire.users, (u) => fromParticipant(u, memberships))
    : mapDefined(memberships, fromMembership);
  return {
    id,
    title: readText(wire.title),
    participants,
    latestMessage: readText(wire.latest_message?.body),
    latestSenderId: toId<'User'>(wire.latest_message?.user?._id ?? wire.latest_message?.user?.id) as
      | UserId
      | undefined,
    hasUnread: wire.has_unread === true,
    updatedAt: readText(wire.updated_at),
  };
}

/** The conversations of an answer under `conversations` (a list or one) or `conversation` (spec: Entities and their fields, Calls). */
export function readConversationsEnvelope(body: unknown): Conversation[] {
  if (!isRecord(body)) return [];
  const envelope = body as WireConversationsEnvelope;
  const listed = envelope.conversations;
  const wires: readonly (WireConversation | null | undefined)[] = Array.isArray(listed)
    ? listed
    : [(listed as WireConversation | null | undefined) ?? envelope.conversation];
  return mapDefined(wires, normalizeConversation);
}
