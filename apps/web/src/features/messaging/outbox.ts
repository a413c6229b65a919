import {
  type ConversationId,
  type Message,
  type MessageId,
  normalizeMessage,
  type PostId,
  type User,
  type UserId,
} from '@vizinhos/domain';
import { get as readStored, set as writeStored } from 'idb-keyval';
import { atom, type Getter } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import { confirmSentAtom, dispatchChatAtom, patchChatAtom, showUnsentAtom } from './chatState.ts';

// Nothing the resident writes is lost (ARCHITECTURE.md: after a dropped connection): every message
// goes through this outbox, kept in IndexedDB per resident, so a reload, a dropped network or a
// server down keeps it; it is sent in order, each with a client id the server deduplicates, so a
// resend whose first answer was lost is still one message.

/** A message not yet kept by the server. */
export type OutboxEntry = {
  clientId: MessageId;
  conversationId: ConversationId;
  body: string;
  postId?: PostId | undefined;
  createdAt: string;
  senderId: UserId;
  senderUsername: string;
  senderAvatar?: string | undefined;
  /** The server refused it (4xx): it waits for the resident's tap instead of the next flush. */
  isRefused: boolean;
};

const outboxBaseAtom = atom<OutboxEntry[]>([]);
const flushingBaseAtom = atom(false);

/** The unsent messages, oldest first. */
export const outboxAtom = atom((get) => get(outboxBaseAtom));

const storageKey = (userId: UserId) => `vizinhos.outbox.${userId}`;

/** The chat's copy of an unsent message: pending while it may still go, failed once refused or while offline. */
export function outboxMessage(entry: OutboxEntry, status: Message['status'] = 'pending'): Message {
  return {
    id: entry.clientId,
    body: entry.body,
    senderId: entry.senderId,
    senderUsername: entry.senderUsername,
    senderAvatar: entry.senderAvatar,
    senderRoleName: undefined,
    post: entry.postId ? { id: entry.postId, title: undefined, text: undefined } : undefined,
    isCommand: false,
    createdAt: entry.createdAt,
    conversationId: entry.conversationId,
    status,
  };
}

function newClientId(): MessageId {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `client-${random}` as MessageId;
}

async function persist(get: Getter): Promise<void> {
  const user = get(currentUserAtom);
  if (!user) return;
  try {
    await writeStored(storageKey(user.id), get(outboxBaseAtom));
  } catch (error) {
    console.warn('outbox:', error);
  }
}

const replaceOutboxAtom = atom(null, async (get, set, entries: OutboxEntry[]) => {
  set(outboxBaseAtom, entries);
  await persist(get);
});

/** Reads what a previous page of this resident left unsent (after a reload), before anything is flushed. */
export const restoreOutboxAtom = atom(null, async (get, set) => {
  const user = get(currentUserAtom);
  if (!user) return;
  let stored: OutboxEntry[] = [];
  try {
    stored = (await readStored<OutboxEntry[]>(storageKey(user.id))) ?? [];
  } catch (error) {
    console.warn('outbox:', error);
  }
  const current = get(outboxBaseAtom);
  const restored = stored.filter((entry) => !current.some((c) => c.clientId === entry.clientId));
  if (restored.length === 0) return;
  await set(replaceOutboxAtom, [...restored, ...current]);
  // A chat opened before the outbox was read (its page 1 asked for with nothing unsent) shows them now.
  for (const entry of restored) {
    const message = outboxMessage(entry, entry.isRefused ? 'failed' : 'pending');
    set(showUnsentAtom, entry.conversationId, [message]);
  }
});

/** Network down, server down or busy: worth another try later, in order. */
function isTransient(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/**
 * Sends the outbox in order, one at a time. A transient failure stops the run (the next flush goes
 * on from the same message, keeping the order); a refusal marks that message failed and goes on.
 */
export const flushOutboxAtom = atom(null, async (get, set) => {
  if (get(flushingBaseAtom)) return;
  set(flushingBaseAtom, true);
  const tried = new Set<MessageId>();
  try {
    for (;;) {
      const next = get(outboxBaseAtom).find((entry) => !entry.isRefused && !tried.has(entry.clientId));
      if (!next) return;
      tried.add(next.clientId);
      set(dispatchChatAtom, next.conversationId, { type: 'retried', id: next.clientId });
      const answer = await get(apiClientAtom).sendMessage(next.conversationId, {
        body: next.body,
        clientId: next.clientId,
        ...(next.postId ? { postId: next.postId } : {}),
      });
      if (answer.ok) {
        await set(
          replaceOutboxAtom,
          get(outboxBaseAtom).filter((entry) => entry.clientId !== next.clientId),
        );
        set(patchChatAtom, next.conversationId, { sendError: undefined });
        const kept = normalizeMessage(answer.value.message);
        if (kept) set(confirmSentAtom, next.conversationId, next.clientId, kept);
        continue;
      }
      set(dispatchChatAtom, next.conversationId, { type: 'sendFailed', id: next.clientId });
      // A limit met says so and when to try again; the message stays in the outbox, unsent.
      if (answer.status === 429) set(patchChatAtom, next.conversationId, { sendError: answer.error });
      if (isTransient(answer.status)) return;
      await set(
        replaceOutboxAtom,
        get(outboxBaseAtom).map((entry) =>
          entry.clientId === next.clientId ? { ...entry, isRefused: true } : entry,
        ),
      );
    }
  } finally {
    set(flushingBaseAtom, false);
  }
});

/** Writes a message: it shows pending at once, is kept in the outbox, then sent (spec: States and transitions). */
export const sendMessageAtom = atom(
  null,
  async (get, set, input: { conversationId: ConversationId; text: string; postId?: PostId | undefined }) => {
    const user: User | undefined = get(currentUserAtom);
    if (!user) return;
    const entry: OutboxEntry = {
      clientId: newClientId(),
      conversationId: input.conversationId,
      body: input.text.trim(),
      postId: input.postId,
      createdAt: new Date().toISOString(),
      senderId: user.id,
      senderUsername: user.username,
      senderAvatar: user.avatar,
      isRefused: false,
    };
    set(dispatchChatAtom, input.conversationId, { type: 'sent', message: outboxMessage(entry) });
    await set(replaceOutboxAtom, [...get(outboxBaseAtom), entry]);
    await set(flushOutboxAtom);
  },
);

/** A tap on a failed message resends it (spec: States and transitions). */
export const retryMessageAtom = atom(null, async (get, set, { id }: { id: MessageId }) => {
  const entry = get(outboxBaseAtom).find((e) => e.clientId === id);
  if (!entry) return;
  await set(
    replaceOutboxAtom,
    get(outboxBaseAtom).map((e) => (e.clientId === id ? { ...e, isRefused: false } : e)),
  );
  await set(flushOutboxAtom);
});
