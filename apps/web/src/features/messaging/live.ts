import { type LiveEvent, normalizeChatMessage } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { dispatchChatAtom } from './chatState.ts';
import {
  loadConversationsAtom,
  messagingPanelAtom,
  receiveChatMessageAtom,
  refreshUnreadCountAtom,
} from './state.ts';

/** The live kinds messaging applies. */
export type MessagingLiveEvent = Extract<LiveEvent, { kind: 'chatMessage' }>;

/**
 * A chat frame of the session (spec: States and transitions), applied from the frame itself: it
 * confirms the sender's pending copy or joins its conversation, and the list and the unread count
 * follow (receiveChatMessageAtom). Two calls remain, for what the frame does not carry: the open
 * conversation's newest page is read, which is how the server marks it read (the API has no other
 * way), and, while the panel is open, a conversation the list does not hold yet (a new one) or a
 * command message (a title or membership change) brings the list.
 */
export function applyMessagingLiveEvent(store: Store, event: MessagingLiveEvent): void {
  const message = normalizeChatMessage(event.payload);
  if (!message) return;
  const { conversationId } = message;
  if (conversationId) store.set(dispatchChatAtom, conversationId, { type: 'received', message });
  const isListed = store.set(receiveChatMessageAtom, message);
  const panel = store.get(messagingPanelAtom);
  if (!panel.isOpen) return;
  if (conversationId && conversationId === panel.conversationId)
    void store.get(apiClientAtom).listMessages(conversationId, { page: 1 });
  // A command message records a change of title or members, which the frame does not carry.
  if (!isListed || message.isCommand) void store.set(loadConversationsAtom);
}

/**
 * The connection came back after a drop: the unread count and, while the panel is open, the list
 * are fetched again (frames missed in between would otherwise never count). The open chat's page is
 * read again by its pane when the list changes.
 */
export async function resyncMessagingLiveState(store: Store): Promise<void> {
  if (store.get(messagingPanelAtom).isOpen) await store.set(loadConversationsAtom);
  await store.set(refreshUnreadCountAtom);
}
