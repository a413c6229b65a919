import type { ConversationId, MessageId, PostId, UserId } from '../common/index.ts';

/** Where a message stands in the send state machine (spec: States and transitions); fetched messages are confirmed. */
export type MessageStatus = 'pending' | 'confirmed' | 'failed';

/** A post shared into a conversation (spec: Entities and their fields). */
export type SharedPost = { id: PostId | undefined; title: string | undefined; text: string | undefined };

/** A chat message (spec: Entities and their fields); the client-only flags are folded into `status`. */
export type Message = {
  id: MessageId;
  body: string;
  senderId: UserId | undefined;
  senderUsername: string;
  senderAvatar: string | undefined;
  senderRoleName: string | undefined;
  post: SharedPost | undefined;
  isCommand: boolean;
  createdAt: string | undefined;
  conversationId: ConversationId | undefined;
  status: MessageStatus;
  /** The sender's own id for the message (a resend carries the same one); absent on messages sent without one. */
  clientId?: string | undefined;
};
