import {
  type ConversationId,
  hasMoreMessages,
  type Message,
  type MessageId,
  type MessagesAction,
  readMessagesPage,
  reduceMessages,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { messageEntitiesAtom, resolveMessages, writeMessages } from '../../store/entities.ts';
import { firstPageLoading, loadPage, type Paging } from '../../store/paging.ts';

/**
 * One conversation's messages as the chat shows them, oldest first, and its paging (the one
 * mechanism, store/paging.ts; page 1 is the newest, `loadedPages` the oldest fetched).
 */
type ChatState = Paging & {
  messages: readonly Message[];
  /** Why the outbox could not send here (a limit met: the server's text); cleared by the next send. */
  sendError?: string | undefined;
};

/** A chat as the store keeps it: its messages' ids, oldest first (the messages are the store's entities). */
type StoredChat = Omit<ChatState, 'messages'> & { messageIds: readonly MessageId[] };

const emptyChat: StoredChat = { ...firstPageLoading, hasMore: false, messageIds: [] };
const chatsBaseAtom = atom<Partial<Record<ConversationId, StoredChat>>>({});
// What each chat last resolved to, one memo per session's store (nothing module-level): kept while its
// messages are the same, so the open chat's rows are not worded again for a frame of another
// conversation (store/entities.ts resolveMessages).
const lastResolvedAtom = atom(() => new Map<ConversationId, readonly Message[]>());

/** Every conversation opened in this session, by id, its messages read from the store's entities. */
export const chatsAtom = atom((get) => {
  const messages = get(messageEntitiesAtom);
  const lastResolved = get(lastResolvedAtom);
  const chats: Partial<Record<ConversationId, ChatState>> = {};
  for (const [key, stored] of Object.entries(get(chatsBaseAtom))) {
    if (!stored) continue;
    const id = key as ConversationId;
    const { messageIds, ...rest } = stored;
    const resolved = resolveMessages(messages, messageIds, lastResolved.get(id));
    lastResolved.set(id, resolved);
    chats[id] = { ...rest, messages: resolved };
  }
  return chats;
});

/** Changes one conversation's paging or send error. */
export const patchChatAtom = atom(
  null,
  (get, set, conversationId: ConversationId, change: Partial<Omit<StoredChat, 'messageIds'>>) => {
    const chats = get(chatsBaseAtom);
    set(chatsBaseAtom, {
      ...chats,
      [conversationId]: { ...(chats[conversationId] ?? emptyChat), ...change },
    });
  },
);

/** A chat's messages as the domain's reducer takes them. */
function readMessages(get: Getter, conversationId: ConversationId): Message[] {
  const ids = get(chatsBaseAtom)[conversationId]?.messageIds ?? [];
  return [...resolveMessages(get(messageEntitiesAtom), ids)];
}

/** Stores what the domain's reducer returned: each message once, the chat its ids. */
function writeChat(get: Getter, set: Setter, conversationId: ConversationId, messages: readonly Message[]) {
  const before = get(chatsBaseAtom)[conversationId]?.messageIds ?? [];
  const messageIds = writeMessages(get, set, messages, before);
  const chats = get(chatsBaseAtom);
  set(chatsBaseAtom, { ...chats, [conversationId]: { ...(chats[conversationId] ?? emptyChat), messageIds } });
}

/** Moves one conversation's messages through the domain's send state machine. */
export const dispatchChatAtom = atom(
  null,
  (get, set, conversationId: ConversationId, action: MessagesAction, isOpened = false) => {
    // Live messages of a conversation never opened wait for its first page.
    if (!get(chatsBaseAtom)[conversationId] && !isOpened) return;
    writeChat(get, set, conversationId, reduceMessages(readMessages(get, conversationId), action));
  },
);

/**
 * The server kept a message sent with `clientId` (its answer, or a resend's first answer): the pending
 * copy takes the server's id, which confirms it (spec: States and transitions: matched by id); if the
 * live copy came first, the pending one goes.
 */
export const confirmSentAtom = atom(
  null,
  (get, set, conversationId: ConversationId, clientId: MessageId, kept: Message) => {
    if (!get(chatsBaseAtom)[conversationId]) return;
    const messages = readMessages(get, conversationId);
    const hasLiveCopy = messages.some((m) => m.id === kept.id);
    const renamed = hasLiveCopy
      ? messages.filter((m) => m.id !== clientId)
      : messages.map((m) => (m.id === clientId ? { ...m, id: kept.id } : m));
    writeChat(get, set, conversationId, reduceMessages(renamed, { type: 'received', message: kept }));
  },
);

/**
 * Shows the outbox's messages for a chat after what it holds, each once: when its page 1 arrives,
 * and when the outbox is read back after a reload (which may finish after the chat opened). A chat
 * not opened in this session gets them from the outbox when it opens.
 */
export const showUnsentAtom = atom(
  null,
  (get, set, conversationId: ConversationId, unsent: readonly Message[]) => {
    if (!get(chatsBaseAtom)[conversationId]) return;
    const shown = readMessages(get, conversationId);
    const missing = unsent.filter((m) => !shown.some((s) => s.id === m.id));
    if (missing.length > 0) writeChat(get, set, conversationId, [...shown, ...missing]);
  },
);

/**
 * Fetches a page of 40 (spec: Calls): page 1 when the chat opens (reading marks it read), the next
 * older one when the reader reaches the top. `unsent` are the outbox's messages, kept after the page.
 * Page 1 again over messages already shown keeps them shown (no loading state).
 */
export const loadMessagesAtom = atom(
  null,
  (get, set, input: { conversationId: ConversationId; older?: boolean; unsent?: readonly Message[] }) => {
    const { conversationId } = input;
    const read = () => get(chatsBaseAtom)[conversationId] ?? emptyChat;
    return loadPage({
      read,
      write: (patch) => set(patchChatAtom, conversationId, patch),
      more: input.older === true,
      moreFailure: 'error',
      keepShown: read().messageIds.length > 0,
      fetch: (page) => get(apiClientAtom).listMessages(conversationId, { page }),
      add: (answer, page) => {
        const { messages } = readMessagesPage(answer);
        set(dispatchChatAtom, conversationId, { type: 'pageLoaded', page, messages }, true);
        // Page 1 replaces the history (the domain's pageLoaded), so the paging starts again from it.
        set(showUnsentAtom, conversationId, input.unsent ?? []);
      },
      hasMoreAfter: (answer) => hasMoreMessages(readMessagesPage(answer).messages.length),
    });
  },
);

/**
 * Someone else's message arrived in the conversation the reader has open: the server moves the
 * reader's read position only when a page of messages is read (the API has no other way), so the
 * newest page is read with one message, its answer unused; the frame itself is what the chat shows.
 */
export const markConversationReadAtom = atom(null, async (get, _set, conversationId: ConversationId) => {
  const answer = await get(apiClientAtom).listMessages(conversationId, { page: 1, perPage: 1 });
  if (!answer.ok) console.warn('mark read:', answer.error);
});
