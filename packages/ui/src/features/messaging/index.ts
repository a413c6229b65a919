export type { ChatWindowProps } from './ChatWindow/ChatWindow.tsx';
export { ChatWindow } from './ChatWindow/ChatWindow.tsx';
export type { ChatMessageView } from './ChatWindow/MessageRow.tsx';
export type { ConversationListItem, ConversationListProps } from './ConversationList/ConversationList.tsx';
export { ConversationList } from './ConversationList/ConversationList.tsx';
export type { ConversationPickerProps } from './ConversationPicker/ConversationPicker.tsx';
export {
  LazyConversationPicker as ConversationPicker,
  preloadConversationPicker,
} from './ConversationPicker/LazyConversationPicker.tsx';
export type {
  ConversationSettingsProps,
  SettingsParticipant,
} from './ConversationSettings/ConversationSettings.tsx';
export { ConversationSettings } from './ConversationSettings/ConversationSettings.tsx';
export { conversationName } from './conversationName.ts';
export type { MessagingPanelProps } from './MessagingPanel/MessagingPanel.tsx';
export { MessagingPanel } from './MessagingPanel/MessagingPanel.tsx';
export { messagingTexts } from './messaging.texts.ts';
export { LazyNewConversationDialog as NewConversationDialog } from './NewConversationDialog/LazyNewConversationDialog.tsx';
export type { NewConversationDialogProps } from './NewConversationDialog/NewConversationDialog.tsx';
export type { Resident, ResidentSearchStatus } from './ResidentPicker/ResidentPicker.tsx';
