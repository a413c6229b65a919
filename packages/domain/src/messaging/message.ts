import type { ConversationId, MessageId, PostId, UserId } from '../common/index.ts';

/** Where a message stands in the send state machine (doc 1 §4); fetched messages are confirmed. */
export type MessageStatus = 'pending' | 'confirmed' | 'failed';

/** A post shared into a conversation (doc 1 §3). */
export type SharedPost = { id: PostId | undefined; title: string | undefined; text: string | undefined };

/** A chat message (doc 1 §3); the client-only flags are folded into `status`. */
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
};
