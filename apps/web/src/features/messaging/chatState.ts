import {
  type ConversationId,
  hasMoreMessages,
  type Message,
  type MessageId,
  type MessagesAction,
  readMessagesPage,
  reduceMessages,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { firstPageLoading, loadPage, type Paging } from '../../store/paging.ts';

/**
 * One conversation's messages as the chat shows them, oldest first, and its paging (the one
 * mechanism, store/paging.ts; page 1 is the newest, `loadedPages` the oldest fetched).
 */
export type ChatState = Paging & {
  messages: Message[];
  /** Why the outbox could not send here (a limit met: the server's text); cleared by the next send. */
  sendError?: string | undefined;
};

const emptyChat: ChatState = { ...firstPageLoading, hasMore: false, messages: [] };
const chatsBaseAtom = atom<Record<string, ChatState>>({});

/** Every conversation opened in this session, by id. */
export const chatsAtom = atom((get) => get(chatsBaseAtom));

/** Changes one conversation's state. */
export const patchChatAtom = atom(
  null,
  (get, set, conversationId: ConversationId, change: Partial<ChatState>) => {
    const chats = get(chatsBaseAtom);
    set(chatsBaseAtom, {
      ...chats,
      [conversationId]: { ...(chats[conversationId] ?? emptyChat), ...change },
    });
  },
);

/** Moves one conversation's messages through the domain's send state machine. */
export const dispatchChatAtom = atom(
  null,
  (get, set, conversationId: ConversationId, action: MessagesAction, isOpened = false) => {
    const chat = get(chatsBaseAtom)[conversationId];
    // Live messages of a conversation never opened wait for its first page.
    if (!chat && !isOpened) return;
    set(patchChatAtom, conversationId, { messages: reduceMessages(chat?.messages ?? [], action) });
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
    const chat = get(chatsBaseAtom)[conversationId];
    if (!chat) return;
    const hasLiveCopy = chat.messages.some((m) => m.id === kept.id);
    const renamed = hasLiveCopy
      ? chat.messages.filter((m) => m.id !== clientId)
      : chat.messages.map((m) => (m.id === clientId ? { ...m, id: kept.id } : m));
    set(patchChatAtom, conversationId, {
      messages: reduceMessages(renamed, { type: 'received', message: kept }),
    });
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
      keepShown: read().messages.length > 0,
      fetch: (page) => get(apiClientAtom).listMessages(conversationId, { page }),
      add: (answer, page) => {
        const { messages } = readMessagesPage(answer);
        set(dispatchChatAtom, conversationId, { type: 'pageLoaded', page, messages }, true);
        const loaded = read().messages;
        const missing = (input.unsent ?? []).filter((m) => !loaded.some((l) => l.id === m.id));
        // Page 1 replaces the history (the domain's pageLoaded), so the paging starts again from it.
        set(patchChatAtom, conversationId, { messages: [...loaded, ...missing] });
      },
      hasMoreAfter: (answer) => hasMoreMessages(readMessagesPage(answer).messages.length),
    });
  },
);
