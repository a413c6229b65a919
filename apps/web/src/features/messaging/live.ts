import { type LiveEvent, normalizeChatMessage, normalizeConversation } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { currentUserAtom } from '../../session/session.ts';
import { dispatchChatAtom, markConversationReadAtom } from './chatState.ts';
import {
  loadConversationsAtom,
  messagingPanelAtom,
  receiveChatMessageAtom,
  receiveUnheldConversationAtom,
  refreshUnreadCountAtom,
} from './state.ts';

/** The live kinds messaging applies. */
export type MessagingLiveEvent = Extract<LiveEvent, { kind: 'chatMessage' }>;

/**
 * A chat frame of the session (spec: States and transitions), applied from the frame itself, with no
 * list fetched again: the message is stored once (it confirms the sender's pending copy or joins its
 * chat), and its conversation takes it as its latest, with the unread count (receiveChatMessageAtom);
 * a command message's frame carries the conversation as it now stands (a title, membership or role
 * change). Two calls remain, for what the frame does not carry, only while the panel is open:
 * someone else's message in the open conversation marks it read (markConversationReadAtom: the API's
 * one way), and a plain message of a conversation the store does not hold fetches that conversation.
 */
export function applyMessagingLiveEvent(
  store: Store,
  event: MessagingLiveEvent,
  /** The residents the reader blocked: their messages in a group both still share count as nothing new (spec 3: Block). */
  blockedIds: ReadonlySet<string> = new Set(),
): void {
  const message = normalizeChatMessage(event.payload);
  if (!message) return;
  const { conversationId } = message;
  if (conversationId) store.set(dispatchChatAtom, conversationId, { type: 'received', message });
  const conversation = normalizeConversation(event.payload.conversation);
  const isSilent = message.senderId !== undefined && blockedIds.has(message.senderId);
  const isHeld = store.set(receiveChatMessageAtom, { message, conversation, isSilent });
  const panel = store.get(messagingPanelAtom);
  if (!panel.isOpen || !conversationId) return;
  const isOthers = message.senderId !== store.get(currentUserAtom)?.id;
  if (conversationId === panel.conversationId && isOthers)
    void store.set(markConversationReadAtom, conversationId);
  if (!isHeld) void store.set(receiveUnheldConversationAtom, message);
}

/**
 * The connection came back after a drop: the unread count and, while the panel is open, the list
 * are fetched again (frames missed in between would otherwise never count); the open chat's page 1
 * is read again when it is opened again.
 */
export async function resyncMessagingLiveState(store: Store): Promise<void> {
  if (store.get(messagingPanelAtom).isOpen) await store.set(loadConversationsAtom);
  await store.set(refreshUnreadCountAtom);
}
