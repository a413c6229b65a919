// Messaging in the web app: the unread count, the outbox, live chat frames, sharing a post; the panel
// itself is overlay.ts, loaded by the router on first use.

export { clearMessageDraftsAtom } from './drafts.ts';
export { applyMessagingLiveEvent, resyncMessagingLiveState } from './live.ts';
export { MessagingHost } from './MessagingHost.tsx';
export { startSharingPostAtom } from './shareState.ts';
export { openConversationWithAtom, unreadConversationsAtom } from './state.ts';
