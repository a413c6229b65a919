import type { SendMessageAnswer } from '@vizinhos/api';
import {
  type ConversationId,
  type Message,
  type MessageId,
  normalizeMessage,
  type PostId,
  type User,
  type UserId,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';
import { currentUserAtom } from '../../session/session.ts';
import {
  defineOutboxKind,
  discardOutboxEntryAtom,
  enqueueOutboxAtom,
  flushOutboxAtom,
  outboxEntriesAtom,
  restoreOutboxAtom,
  retryOutboxEntryAtom,
  type OutboxEntry as StoredEntry,
} from '../../store/outbox.ts';
import { confirmSentAtom, dispatchChatAtom, patchChatAtom, showUnsentAtom } from './chatState.ts';

// Every message goes through the app's outbox (store/outbox.ts): kept in IndexedDB per resident,
// sent in order, each with a client id the server deduplicates as well as its Idempotency-Key.

/** A message not yet kept by the server, as its chat shows it. */
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

type MessagePayload = Omit<OutboxEntry, 'isRefused' | 'createdAt'>;

const messageOf = (entry: StoredEntry): OutboxEntry => ({
  ...(entry.payload as MessagePayload),
  createdAt: entry.createdAt,
  isRefused: entry.isRefused,
});

/** The unsent messages, oldest first. */
export const outboxAtom = atom((get) =>
  get(outboxEntriesAtom)
    .filter((entry) => entry.kind === 'message')
    .map(messageOf),
);

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

defineOutboxKind<MessagePayload, SendMessageAnswer>('message', {
  // A refused message stays in its chat, failed, until the resident taps it.
  onRefusal: 'keep',
  send: (get, { payload, key }) =>
    get(apiClientAtom).sendMessage(
      payload.conversationId,
      {
        body: payload.body,
        clientId: payload.clientId,
        ...(payload.postId ? { postId: payload.postId } : {}),
      },
      { idempotencyKey: key },
    ),
  // A chat opened before the outbox was read back (its page 1 asked for with nothing unsent) shows it now.
  onRestored: (_get, set, entry) => {
    const message = messageOf(entry);
    set(showUnsentAtom, message.conversationId, [
      outboxMessage(message, message.isRefused ? 'failed' : 'pending'),
    ]);
  },
  onTry: (_get, set, { payload }) =>
    set(dispatchChatAtom, payload.conversationId, { type: 'retried', id: payload.clientId }),
  onSent: (_get, set, { payload }, value) => {
    set(patchChatAtom, payload.conversationId, { sendError: undefined });
    const kept = normalizeMessage(value.message);
    if (kept) set(confirmSentAtom, payload.conversationId, payload.clientId, kept);
  },
  onFailed: (_get, set, { payload }, failure) => {
    set(dispatchChatAtom, payload.conversationId, { type: 'sendFailed', id: payload.clientId });
    // A limit met says so and when to try again; the message stays in the outbox, unsent.
    if (failure.status === 429) set(patchChatAtom, payload.conversationId, { sendError: failure.error });
  },
});

export { flushOutboxAtom, restoreOutboxAtom };

/** Writes a message: it shows pending at once, is kept in the outbox, then sent (spec: States and transitions). */
export const sendMessageAtom = atom(
  null,
  async (get, set, input: { conversationId: ConversationId; text: string; postId?: PostId | undefined }) => {
    const user: User | undefined = get(currentUserAtom);
    if (!user) return;
    const payload: MessagePayload = {
      clientId: newClientId(),
      conversationId: input.conversationId,
      body: input.text.trim(),
      postId: input.postId,
      senderId: user.id,
      senderUsername: user.username,
      senderAvatar: user.avatar,
    };
    const entry: OutboxEntry = { ...payload, createdAt: new Date().toISOString(), isRefused: false };
    set(dispatchChatAtom, input.conversationId, { type: 'sent', message: outboxMessage(entry) });
    await set(enqueueOutboxAtom, { id: payload.clientId, kind: 'message', payload });
  },
);

/** A tap on a failed message resends it (spec: States and transitions). */
export const retryMessageAtom = atom(null, (_get, set, { id }: { id: MessageId }) =>
  set(retryOutboxEntryAtom, id),
);

/** "Descartar" on a failed message: it leaves the chat and the outbox, never sent. */
export const discardMessageAtom = atom(
  null,
  async (_get, set, { id, conversationId }: { id: MessageId; conversationId: ConversationId }) => {
    set(dispatchChatAtom, conversationId, { type: 'discarded', id });
    await set(discardOutboxEntryAtom, id);
  },
);
