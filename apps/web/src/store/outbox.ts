import type { ApiResult } from '@vizinhos/api';
import { get as readStored, set as writeStored } from 'idb-keyval';
import { atom, type Getter, type Setter } from 'jotai';
import { currentUserAtom } from '../session/session.ts';

// The one outbox (ARCHITECTURE.md: nothing typed is lost): what a resident writes that must not be
// lost (a chat message, a comment or a reply) is kept here, in IndexedDB per resident, so a reload,
// a dropped network or a server down keeps it. Entries go out in the order written, each with its
// own Idempotency-Key kept beside it, so a resend whose first answer was lost, after a reload too,
// is still written once. A transient failure (no network, 408, 429, 5xx) stops the run and the next
// flush goes on from the same entry; a refusal (another 4xx) hands the entry back to its feature,
// which shows why and lets the resident try again or let it go.

/** One write waiting to be sent; `payload` is its feature's own. */
export type OutboxEntry<Payload = unknown> = {
  /** The entry's id, its feature's (a message's client id). */
  id: string;
  kind: string;
  /** The Idempotency-Key every try of this write carries. */
  key: string;
  payload: Payload;
  createdAt: string;
  /** The server refused it (4xx): it waits for the resident instead of the next flush. */
  isRefused: boolean;
};

/** How one kind of write is sent and what its feature shows at each step. */
export type OutboxKind<Payload, Value> = {
  /**
   * What becomes of a refused entry: kept for the resident's "Tentar de novo" (a chat message shown
   * failed), or dropped, its feature keeping the text elsewhere (a comment's draft stays in its box).
   */
  onRefusal: 'keep' | 'drop';
  /**
   * Statuses this kind takes as a refusal though others wait on them: a vote meeting its limit (429)
   * is let go with the server's text, not sent minutes later when the resident has moved on.
   */
  refusedStatuses?: readonly number[];
  send: (get: Getter, entry: OutboxEntry<Payload>) => Promise<ApiResult<Value>>;
  /** Brought back from IndexedDB after a reload, before it is sent (the chat shows it if open). */
  onRestored?: (get: Getter, set: Setter, entry: OutboxEntry<Payload>) => void;
  /** Each try, before its call (the chat shows the message pending again). */
  onTry?: (get: Getter, set: Setter, entry: OutboxEntry<Payload>) => void;
  /** The server kept it; the entry has left the outbox. */
  onSent: (get: Getter, set: Setter, entry: OutboxEntry<Payload>, value: Value) => void;
  /** It failed: `isTransient` when it stays to be sent again, else refused (4xx) with the server's text. */
  onFailed: (
    get: Getter,
    set: Setter,
    entry: OutboxEntry<Payload>,
    failure: { status: number; error: string; isTransient: boolean },
  ) => void;
};

const kinds = new Map<string, OutboxKind<unknown, unknown>>();

/** Declares how a kind of write is sent; its feature calls it once, when its module loads. */
export function defineOutboxKind<Payload, Value>(kind: string, handler: OutboxKind<Payload, Value>): void {
  kinds.set(kind, handler as unknown as OutboxKind<unknown, unknown>);
}

const entriesBaseAtom = atom<OutboxEntry[]>([]);
const flushingBaseAtom = atom(false);

/** Every write waiting, oldest first. */
export const outboxEntriesAtom = atom((get) => get(entriesBaseAtom));

const storageKey = (userId: string) => `vizinhos.outbox.${userId}`;

/** A new key or id: a UUID where the browser makes one (a secure page), else 16 random bytes in hex. */
export function newOutboxId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

async function persist(get: Getter): Promise<void> {
  const user = get(currentUserAtom);
  if (!user) return;
  try {
    await writeStored(storageKey(user.id), get(entriesBaseAtom));
  } catch (error) {
    console.warn('outbox:', error);
  }
}

const replaceAtom = atom(null, async (get, set, entries: OutboxEntry[]) => {
  set(entriesBaseAtom, entries);
  await persist(get);
});

/** Network down, server down or busy: worth another try later, in order. */
function isTransient(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** A stored entry of an older page: chat messages were kept without a kind and keyed by their client id. */
function readStoredEntry(stored: unknown): OutboxEntry | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  const entry = stored as Partial<OutboxEntry> & { clientId?: string };
  if (typeof entry.kind === 'string' && typeof entry.id === 'string' && typeof entry.key === 'string')
    return entry as OutboxEntry;
  if (typeof entry.clientId !== 'string') return undefined;
  const { clientId, isRefused, createdAt, ...payload } = entry as Record<string, unknown>;
  return {
    id: clientId as string,
    kind: 'message',
    key: clientId as string,
    payload: { ...payload, clientId },
    createdAt: typeof createdAt === 'string' ? createdAt : new Date().toISOString(),
    isRefused: isRefused === true,
  };
}

/**
 * Reads what a previous page of this resident left unsent (after a reload), before anything is
 * flushed; each feature shows its own (`onRestored`).
 */
export const restoreOutboxAtom = atom(null, async (get, set): Promise<void> => {
  const user = get(currentUserAtom);
  if (!user) return;
  let stored: unknown[] = [];
  try {
    stored = (await readStored<unknown[]>(storageKey(user.id))) ?? [];
  } catch (error) {
    console.warn('outbox:', error);
  }
  const current = get(entriesBaseAtom);
  const restored = stored
    .map(readStoredEntry)
    .filter((entry): entry is OutboxEntry => entry !== undefined)
    .filter((entry) => !current.some((c) => c.id === entry.id));
  if (restored.length > 0) await set(replaceAtom, [...restored, ...current]);
  for (const entry of restored) kinds.get(entry.kind)?.onRestored?.(get, set, entry);
});

/**
 * Sends the outbox in order, one at a time. A transient failure stops the run (the next flush goes
 * on from the same entry, keeping the order); a refusal marks that entry refused and goes on. An
 * entry whose feature has not loaded yet waits for a later flush.
 */
export const flushOutboxAtom = atom(null, async (get, set) => {
  if (get(flushingBaseAtom)) return;
  set(flushingBaseAtom, true);
  const tried = new Set<string>();
  try {
    for (;;) {
      const next = get(entriesBaseAtom).find(
        (entry) => !entry.isRefused && !tried.has(entry.id) && kinds.has(entry.kind),
      );
      if (!next) return;
      tried.add(next.id);
      const kind = kinds.get(next.kind);
      if (!kind) return;
      kind.onTry?.(get, set, next);
      const answer = await kind.send(get, next);
      if (answer.ok) {
        await set(
          replaceAtom,
          get(entriesBaseAtom).filter((entry) => entry.id !== next.id),
        );
        kind.onSent(get, set, next, answer.value);
        continue;
      }
      const transient = isTransient(answer.status) && !kind.refusedStatuses?.includes(answer.status);
      kind.onFailed(get, set, next, { status: answer.status, error: answer.error, isTransient: transient });
      if (transient) return;
      const others = get(entriesBaseAtom).filter((entry) => entry.id !== next.id);
      await set(
        replaceAtom,
        kind.onRefusal === 'drop'
          ? others
          : get(entriesBaseAtom).map((entry) =>
              entry.id === next.id ? { ...entry, isRefused: true } : entry,
            ),
      );
    }
  } finally {
    set(flushingBaseAtom, false);
  }
});

/** Keeps a new write in the outbox and sends what is waiting. */
export const enqueueOutboxAtom = atom(
  null,
  async (get, set, write: { id?: string; kind: string; payload: unknown }) => {
    const entry: OutboxEntry = {
      id: write.id ?? newOutboxId(),
      kind: write.kind,
      key: newOutboxId(),
      payload: write.payload,
      createdAt: new Date().toISOString(),
      isRefused: false,
    };
    await set(replaceAtom, [...get(entriesBaseAtom), entry]);
    await set(flushOutboxAtom);
  },
);

/** A refused entry sent again on the resident's tap ("Tentar de novo"), with its key. */
export const retryOutboxEntryAtom = atom(null, async (get, set, id: string) => {
  if (!get(entriesBaseAtom).some((entry) => entry.id === id)) return;
  await set(
    replaceAtom,
    get(entriesBaseAtom).map((entry) => (entry.id === id ? { ...entry, isRefused: false } : entry)),
  );
  await set(flushOutboxAtom);
});

/**
 * The resident lets a waiting or refused write go ("Descartar"). One already on its way may still
 * land: the server may have it before the tap.
 */
export const discardOutboxEntryAtom = atom(null, async (get, set, id: string) => {
  await set(
    replaceAtom,
    get(entriesBaseAtom).filter((entry) => entry.id !== id),
  );
});
