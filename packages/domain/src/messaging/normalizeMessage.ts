import {
  type ConversationId,
  isRecord,
  type MessageId,
  mapDefined,
  type PostId,
  readNumber,
  readText,
  toId,
  type UserId,
} from '../common/index.ts';
import type { Message, SharedPost } from './message.ts';
import type { WireChatMessage, WireMessage, WireMessagesPage, WireSharedPost } from './wireConversation.ts';

function fromSharedPost(wire: WireSharedPost | null | undefined): SharedPost | undefined {
  if (wire == null) return undefined;
  return {
    id: toId<'Post'>(wire._id ?? wire.id) as PostId | undefined,
    title: readText(wire.title),
    text: readText(wire.text) ?? readText(wire.body),
  };
}

/** A fetched or live chat message (spec: Entities and their fields), confirmed; undefined without an id. */
export function normalizeMessage(wire: WireMessage | null | undefined): Message | undefined {
  const id = toId<'Message'>(wire?._id ?? wire?.id) as MessageId | undefined;
  if (wire == null || id === undefined) return undefined;
  const clientId = readText(wire.client_id);
  return {
    id,
    body: typeof wire.body === 'string' ? wire.body : '',
    senderId: toId<'User'>(wire.user?._id ?? wire.user?.id) as UserId | undefined,
    senderUsername: readText(wire.user?.username) ?? '',
    senderAvatar: readText(wire.user?.avatar),
    senderRoleName: readText(wire.conversation_user?.conversation_role?.name),
    post: fromSharedPost(wire.post),
    isCommand: wire.is_command === true,
    createdAt: readText(wire.created_at),
    conversationId: toId<'Conversation'>(wire.conversation_id) as ConversationId | undefined,
    status: 'confirmed',
    ...(clientId === undefined ? {} : { clientId }),
  };
}

/** A live chat message (spec: Entities and their fields: the frame has message and user); the frame's user stands in for a missing sender. */
export function normalizeChatMessage(payload: WireChatMessage): Message | undefined {
  const message = payload.message;
  if (message == null) return undefined;
  return normalizeMessage(message.user ? message : { ...message, user: payload.user });
}

/** A messages page (spec: Calls): the messages, and meta.unread_message_count (0 when absent). */
export function readMessagesPage(body: unknown): { messages: Message[]; unreadCount: number } {
  const page: WireMessagesPage = isRecord(body) ? body : {};
  const messages = mapDefined(page.messages, normalizeMessage);
  return { messages, unreadCount: readNumber(page.meta?.unread_message_count) ?? 0 };
}
