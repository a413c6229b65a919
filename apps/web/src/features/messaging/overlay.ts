// Messaging's second way in, for the router's page only (pages/ConversationsView.tsx, which adds
// moderation's Bloquear): the panel itself (lists, chat, settings) in a chunk of its own, fetched
// when /conversas is first opened. The shell reaches the unread count, the outbox and sharing
// through index.ts without loading it.
export { ConversationsOverlay } from './ConversationsOverlay.tsx';
