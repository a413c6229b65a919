import { type LiveEvent, normalizeChatMessage } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { dispatchChatAtom } from './chatState.ts';
import {
  countChatMessageAtom,
  loadConversationsAtom,
  messagingPanelAtom,
  refreshUnreadCountAtom,
} from './state.ts';

/** The live kinds messaging applies. */
export type MessagingLiveEvent = Extract<LiveEvent, { kind: 'chatMessage' }>;

/**
 * A chat frame of the session (spec: States and transitions): it confirms the sender's pending copy or
 * joins its conversation; the unread count rises for someone else's message while the panel is closed,
 * then is fetched again, as is the open panel's list (titles and memberships change this way too).
 */
export function applyMessagingLiveEvent(store: Store, event: MessagingLiveEvent): void {
  const message = normalizeChatMessage(event.payload);
  if (!message) return;
  if (message.conversationId)
    store.set(dispatchChatAtom, message.conversationId, { type: 'received', message });
  store.set(countChatMessageAtom, message);
  const panel = store.get(messagingPanelAtom);
  void (async () => {
    if (panel.isOpen) {
      // The open conversation is being read: fetching its newest page marks it read on the server.
      if (message.conversationId && message.conversationId === panel.conversationId)
        await store.get(apiClientAtom).listMessages(message.conversationId, { page: 1 });
      await store.set(loadConversationsAtom);
    }
    await store.set(refreshUnreadCountAtom);
  })();
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
