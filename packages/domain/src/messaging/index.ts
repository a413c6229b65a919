export type { Conversation, ConversationParticipant } from './conversation.ts';
export {
  canActOnParticipant,
  canManageConversation,
  isConversationAdmin,
  isDirectConversation,
  isGroupConversation,
  leaveConversationLabel,
} from './conversationRoles.ts';
export type { Message, MessageStatus, SharedPost } from './message.ts';
export { messagingDomainTexts, messagingErrorTexts } from './messaging.texts.ts';
export { normalizeConversation, readConversationsEnvelope } from './normalizeConversation.ts';
export { normalizeChatMessage, normalizeMessage, readMessagesPage } from './normalizeMessage.ts';
export type { SenderStamp } from './paginateMessages.ts';
export {
  CONVERSATION_LIST_PAGE_SIZE,
  hasMoreMessages,
  LIST_PREVIEW_LENGTH,
  MESSAGES_PAGE_SIZE,
  previewLatestMessage,
  previewSharedPost,
  SENDER_GAP_MS,
  SHARED_POST_PREVIEW_LENGTH,
  showsConversationStart,
  showsSenderAvatar,
  UNREAD_COUNT_PAGE_SIZE,
  USER_SEARCH_PAGE_SIZE,
} from './paginateMessages.ts';
export type { ConversationUnreadAction } from './reduceConversationUnread.ts';
export { reduceConversationUnread } from './reduceConversationUnread.ts';
export type { MessagesAction } from './reduceMessages.ts';
export { CONFIRMATION_WINDOW_MS, confirmsPending, reduceMessages } from './reduceMessages.ts';
export {
  isSendKey,
  MIN_USER_SEARCH_LENGTH,
  offersConversationTitle,
  shouldSearchUsers,
  validateMessageDraft,
  validateNewConversation,
} from './validateConversation.ts';
export type {
  WireChatMessage,
  WireConversation,
  WireConversationParticipant,
  WireConversationRole,
  WireConversationsEnvelope,
  WireConversationUser,
  WireMessage,
  WireMessagesPage,
  WireSharedPost,
} from './wireConversation.ts';
