// Messaging in the web app: the unread conversation count, the conversations overlay, live chat frames.
export { ConversationsOverlay } from './ConversationsOverlay.tsx';
export { applyMessagingLiveEvent, type MessagingLiveEvent } from './live.ts';
export { unreadConversationsAtom } from './state.ts';
