// Messaging in the web app: the panel, the unread count, the outbox, live chat frames, sharing a post.
export { ConversationsOverlay } from './ConversationsOverlay.tsx';
export { applyMessagingLiveEvent, type MessagingLiveEvent, resyncMessagingLiveState } from './live.ts';
export { MessagingHost } from './MessagingHost.tsx';
export { startSharingPostAtom } from './shareState.ts';
export { openConversationWithAtom, unreadConversationsAtom } from './state.ts';
