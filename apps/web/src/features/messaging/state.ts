import {
  CONVERSATION_LIST_PAGE_SIZE,
  type Conversation,
  type ConversationId,
  isDirectConversation,
  type Message,
  messagingErrorTexts,
  readConversationsEnvelope,
  UNREAD_COUNT_PAGE_SIZE,
  type UserId,
} from '@vizinhos/domain';
import { atom, type Getter, type Setter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import {
  conversationEntitiesAtom,
  dropConversation,
  putConversations,
  resolveConversations,
} from '../../store/entities.ts';

// The conversation list, the unread count and where the panel stands, in the session's store: a new
// session starts them empty and at 0, which is the logout reset (spec: Conversation unread count).
// The conversations themselves are the store's entities (store/entities.ts); the list holds ids.

/** The list as the panel shows it. */
export type ConversationsState = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  conversations: Conversation[];
  errorMessage?: string | undefined;
};

/** The list as the store keeps it: the conversations' ids, newest activity first. */
type StoredList = Omit<ConversationsState, 'conversations'> & { ids: readonly ConversationId[] };

const listBaseAtom = atom<StoredList>({ status: 'idle', ids: [] });
// The unread conversations by id, so a second message in one already counted does not count twice.
const unreadBaseAtom = atom<ReadonlySet<ConversationId>>(new Set<ConversationId>());
const panelBaseAtom = atom<{ isOpen: boolean; conversationId: ConversationId | undefined }>({
  isOpen: false,
  conversationId: undefined,
});
/** A conversation opened by its address that the list of the newest 50 leaves out: on its way, found (held in the store), or not. */
export type ConversationLookup =
  | { status: 'loading' }
  | { status: 'found' }
  | { status: 'failed'; error: string };
const lookupsBaseAtom = atom<Partial<Record<ConversationId, ConversationLookup>>>({});
// A conversation opened from outside the panel (a member card, a shared post): the shell navigates to it.
const requestedBaseAtom = atom<ConversationId | undefined>(undefined);

/** The conversations of the list (spec: Calls: 50, with the latest message), read from the store's entities. */
export const conversationsAtom = atom((get): ConversationsState => {
  const { ids, ...list } = get(listBaseAtom);
  return { ...list, conversations: resolveConversations(get(conversationEntitiesAtom), ids) };
});

/** Puts a conversation's id at the top of the list (its entity is stored by the caller). */
function moveToTop(get: Getter, set: Setter, conversationId: ConversationId): void {
  const list = get(listBaseAtom);
  set(listBaseAtom, { ...list, ids: [conversationId, ...list.ids.filter((id) => id !== conversationId)] });
}

/** Unread conversations (spec: Conversation unread count): the header's badge and the tab title. */
export const unreadConversationsAtom = atom((get) => get(unreadBaseAtom).size);

/** Whether the panel is open and which conversation it shows. */
export const messagingPanelAtom = atom((get) => get(panelBaseAtom));

/** The conversation the shell should open, if one was asked for from outside the panel. */
export const requestedConversationAtom = atom((get) => get(requestedBaseAtom));

/** The panel opened or closed, on a conversation or on the list; opening a target clears the count (spec). */
export const setMessagingPanelAtom = atom(
  null,
  (get, set, panel: { isOpen: boolean; conversationId?: ConversationId | undefined }) => {
    const before = get(panelBaseAtom);
    set(panelBaseAtom, { isOpen: panel.isOpen, conversationId: panel.conversationId });
    // spec: Conversation unread count: cleared to zero when a target conversation is opened.
    if (panel.conversationId !== undefined && panel.conversationId !== before.conversationId)
      set(unreadBaseAtom, new Set<ConversationId>());
  },
);

/** The conversations opened by their address outside the list, by id. */
export const conversationLookupsAtom = atom((get) => get(lookupsBaseAtom));

/**
 * `/conversas/{id}` names a conversation the list of the newest 50 leaves out: GET conversations/{id}
 * fetches it, so a link opens it whatever its age; an unknown one is said ("Conversa não encontrada.").
 */
export const lookUpConversationAtom = atom(null, async (get, set, conversationId: ConversationId) => {
  const known = get(lookupsBaseAtom)[conversationId];
  if (known?.status === 'loading' || get(conversationEntitiesAtom)[conversationId]) return;
  set(lookupsBaseAtom, { ...get(lookupsBaseAtom), [conversationId]: { status: 'loading' } });
  const answer = await get(apiClientAtom).getConversation(conversationId);
  const conversation = answer.ok ? readConversationsEnvelope(answer.value)[0] : undefined;
  if (conversation) putConversations(get, set, [conversation]);
  const lookup: ConversationLookup = conversation
    ? { status: 'found' }
    : { status: 'failed', error: answer.ok ? messagingErrorTexts.openFailed : answer.error };
  set(lookupsBaseAtom, { ...get(lookupsBaseAtom), [conversationId]: lookup });
});

/** Fetches the list (spec: Calls: include_latest_message=true&per_page=50); a failure keeps what was shown. */
export const loadConversationsAtom = atom(null, async (get, set) => {
  const before = get(listBaseAtom);
  if (before.status === 'idle' || before.status === 'error')
    set(listBaseAtom, { ...before, status: 'loading' });
  const answer = await get(apiClientAtom).listConversations({
    includeLatestMessage: true,
    perPage: CONVERSATION_LIST_PAGE_SIZE,
  });
  const current = get(listBaseAtom);
  if (answer.ok) {
    const conversations = readConversationsEnvelope(answer.value);
    putConversations(get, set, conversations);
    set(listBaseAtom, { status: 'ready', ids: conversations.map((c) => c.id) });
  } else if (current.status === 'ready') {
    // spec: Error catalogue: lookup failures are only logged; the list stays as is.
    console.warn('conversations:', answer.error);
  } else {
    set(listBaseAtom, { ...current, status: 'error', errorMessage: answer.error });
  }
});

/** Sets the count from the conversations with has_unread (spec: Calls: per_page=100); a failure is only logged. */
export const refreshUnreadCountAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).listConversations({ perPage: UNREAD_COUNT_PAGE_SIZE });
  if (!answer.ok) {
    console.warn('unread conversations:', answer.error);
    return;
  }
  const conversations = readConversationsEnvelope(answer.value);
  // The open conversation is being read: it does not count.
  const open = get(panelBaseAtom);
  const counted = open.isOpen ? conversations.filter((c) => c.id !== open.conversationId) : conversations;
  set(unreadBaseAtom, new Set(counted.filter((c) => c.hasUnread).map((c) => c.id)));
});

/** Puts a conversation the server answered with at the top of the list, replacing its older copy. */
export const upsertConversationAtom = atom(null, (get, set, conversation: Conversation) => {
  putConversations(get, set, [conversation]);
  moveToTop(get, set, conversation.id);
});

/** Takes a conversation out of the list and the store (after leaving it, or being removed from it). */
export const dropConversationAtom = atom(null, (get, set, conversationId: ConversationId) => {
  const list = get(listBaseAtom);
  set(listBaseAtom, { ...list, ids: list.ids.filter((id) => id !== conversationId) });
  const { [conversationId]: _lookup, ...lookups } = get(lookupsBaseAtom);
  set(lookupsBaseAtom, lookups);
  dropConversation(get, set, conversationId);
});

/**
 * A chat frame, applied to the conversation and the count without fetching either (ARCHITECTURE.md:
 * live frames): the conversation takes the message as its latest and moves to the top of the list;
 * someone else's message in a conversation not open counts it unread (once, however many arrive).
 * A command message's frame carries the conversation as it now stands (title, members, roles): it
 * replaces the store's copy, or drops it when the reader is no longer in it. `false` when the store
 * does not hold the conversation and the frame does not carry it (a plain message of a conversation
 * the list leaves out).
 */
export const receiveChatMessageAtom = atom(
  null,
  (
    get,
    set,
    {
      message,
      conversation,
      isSilent = false,
    }: {
      message: Message;
      conversation?: Conversation | undefined;
      /** From a resident the reader blocked: delivered, never counted unread (spec 3: Block). */
      isSilent?: boolean;
    },
  ) => {
    const user = get(currentUserAtom);
    const panel = get(panelBaseAtom);
    const { conversationId } = message;
    if (!user || conversationId === undefined) return true;
    const isOpen = panel.isOpen && panel.conversationId === conversationId;
    const isUnread = message.senderId !== user.id && !isOpen && !isSilent;
    if (isUnread && !get(unreadBaseAtom).has(conversationId))
      set(unreadBaseAtom, new Set([...get(unreadBaseAtom), conversationId]));
    if (conversation && !conversation.participants.some((p) => p.id === user.id)) {
      set(dropConversationAtom, conversationId);
      return true;
    }
    const held = get(conversationEntitiesAtom)[conversationId];
    const known = conversation ?? held;
    if (!known) return false;
    putConversations(get, set, [
      {
        ...known,
        latestMessage: message.body,
        latestSenderId: message.senderId,
        hasUnread: (held?.hasUnread ?? false) || isUnread,
        updatedAt: message.createdAt ?? known.updatedAt,
      },
    ]);
    moveToTop(get, set, conversationId);
    return true;
  },
);

/**
 * A message of a conversation the store does not hold (one older than the list's newest 50): the
 * frame does not carry its members or title, so GET conversations/{id} fetches that one conversation
 * (not the list), which then takes the message as above. A failure is only logged (spec: Error catalogue).
 */
export const receiveUnheldConversationAtom = atom(null, async (get, set, message: Message) => {
  if (message.conversationId === undefined) return;
  const answer = await get(apiClientAtom).getConversation(message.conversationId);
  const conversation = answer.ok ? readConversationsEnvelope(answer.value)[0] : undefined;
  if (!conversation) {
    console.warn('conversation:', answer.ok ? 'no conversation in the answer' : answer.error);
    return;
  }
  set(receiveChatMessageAtom, { message, conversation });
});

/**
 * Finds the direct conversation with a resident, or creates it (the server finds an existing one
 * again), and asks the shell to open the panel on it. Failures are only logged (spec: Error catalogue).
 */
export const openConversationWithAtom = atom(
  null,
  async (get, set, { userId }: { userId: UserId }): Promise<ConversationId | undefined> => {
    const known = get(conversationsAtom).conversations.find(
      (c) => isDirectConversation(c) && c.participants.some((p) => p.id === userId),
    );
    let conversationId = known?.id;
    if (conversationId === undefined) {
      const answer = await get(apiClientAtom).createConversation({ neighborIds: [userId] });
      const created = answer.ok ? readConversationsEnvelope(answer.value)[0] : undefined;
      if (!created) {
        console.warn('conversation:', answer.ok ? 'no conversation in the answer' : answer.error);
        return undefined;
      }
      set(upsertConversationAtom, created);
      conversationId = created.id;
    }
    set(requestedBaseAtom, conversationId);
    return conversationId;
  },
);

/** Asks the shell to open the panel on a conversation. */
export const requestConversationAtom = atom(null, (_get, set, conversationId: ConversationId | undefined) => {
  set(requestedBaseAtom, conversationId);
});
