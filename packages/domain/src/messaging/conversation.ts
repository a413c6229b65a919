import type { ConversationId, UserId } from '../common/index.ts';

/** A participant of a conversation (spec: Entities and their fields), with its conversation role and topic key. */
export type ConversationParticipant = {
  id: UserId | undefined;
  username: string;
  avatar: string | undefined;
  /** The membership id the admin calls take as `conversation_user_id` (spec: Calls). */
  conversationUserId: string | undefined;
  roleName: string | undefined;
  stompKey: string | undefined;
};

/** A direct or group conversation (spec: Entities and their fields). */
export type Conversation = {
  id: ConversationId;
  title: string | undefined;
  participants: ConversationParticipant[];
  latestMessage: string | undefined;
  /** Who wrote the latest message: a blocked resident's is not previewed in a group (spec 3: Block). */
  latestSenderId: UserId | undefined;
  hasUnread: boolean;
  updatedAt: string | undefined;
};
