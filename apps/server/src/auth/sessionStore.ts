import { randomBytes } from 'node:crypto';
import type { Database } from '../db/openDatabase.ts';
import type { InternalChannel } from '../realtime/index.ts';
import { hashToken } from './createToken.ts';
import { deleteSession, deleteUserSessions, type SessionUser } from './sessions.ts';

/** Finds the user (activated or not) of a live session by its token's hash, with its area. */
export type SessionLoader = (
  tokenHash: string,
  now: Date,
) => Promise<{ user: SessionUser; expiresAt: Date } | null>;

/**
 * The session check every signed-in call makes, without a database round trip in the common case:
 * users are cached by session for a short while, and every instance drops an entry at once when a
 * session ends or its user changes (logout, password reset, ban, profile or area change), through
 * the live bus.
 */
export type SessionStore = {
  /** The user of a session secret, or null when it is unknown or expired. */
  find(token: string): Promise<SessionUser | null>;
  /** Ends one session here and on every instance, its open WebSockets included. */
  end(token: string): Promise<void>;
  /** Ends every session of the user on every instance, WebSockets included (a password reset). */
  endUser(userId: string): Promise<void>;
  /** Hears every ended session, this instance's and the others' (the broker closes their sockets). */
  onEnded(listener: (ended: EndedSessions) => void): void;
  /** Closes every live connection of the user on every instance, sessions kept (a move: they reconnect into the new area). */
  closeLive(userId: string): Promise<void>;
  /** Drops every cached session of the user on every instance; call after any write to the user. */
  forgetUser(userId: string): Promise<void>;
  /** Starts hearing other instances' invalidations; until then only this instance's apply. */
  connect(channel: InternalChannel): Promise<void>;
};

/** Sessions that ended: one (by its token's hash) or every one of a user; `moved`: only the user's live connections close. */
type EndedSessions = { tokenHash?: string; userId?: string; moved?: boolean };

type Entry = { user: SessionUser; cachedUntil: number };
type Invalidation = EndedSessions & { id: string; ended?: boolean };

const destination = '/internal/sessions';
/** How long a checked session is trusted without asking the database again. */
const defaultTtlMs = 30_000;
/** Bounds the cache under a spray of sessions; the oldest entries go first. */
const maxEntries = 20_000;
/** How long an invalidation waits for its own echo from the bus (the other instances got it too). */
const echoTimeoutMs = 1_000;

export function createSessionStore(options: {
  db: Database;
  load: SessionLoader;
  now: () => Date;
  ttlMs?: number;
}): SessionStore {
  const { db, load, now } = options;
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const entries = new Map<string, Entry>();
  const echoes = new Map<string, () => void>();
  const endedListeners: Array<(ended: EndedSessions) => void> = [];
  let channel: InternalChannel | null = null;
  // While the bus is lost another instance's logout could be missed: no caching until it is back.
  let busLost = false;

  const drop = ({ tokenHash, userId, ended, moved }: Omit<Invalidation, 'id'>) => {
    if (tokenHash) entries.delete(tokenHash);
    if (userId) for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    if (ended || moved)
      for (const listener of endedListeners) listener({ tokenHash, userId, ...(moved ? { moved } : {}) });
  };

  const broadcast = async (invalidation: Omit<Invalidation, 'id'>) => {
    drop(invalidation);
    if (!channel || busLost) return;
    const id = randomBytes(8).toString('hex');
    const echoed = new Promise<void>((resolve) => {
      const timer = setTimeout(() => echoes.delete(id) && resolve(), echoTimeoutMs);
      echoes.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await channel.publish(destination, Buffer.from(JSON.stringify({ id, ...invalidation })));
    await echoed;
  };

  return {
    async find(token) {
      const tokenHash = hashToken(token);
      const at = now();
      const entry = entries.get(tokenHash);
      if (entry && entry.cachedUntil > at.getTime()) return entry.user;
      const found = await load(tokenHash, at);
      entries.delete(tokenHash);
      if (!found || busLost) return found?.user ?? null;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      const cachedUntil = Math.min(at.getTime() + ttlMs, found.expiresAt.getTime());
      entries.set(tokenHash, { user: found.user, cachedUntil });
      return found.user;
    },
    async end(token) {
      await deleteSession(db, token);
      await broadcast({ tokenHash: hashToken(token), ended: true });
    },
    async endUser(userId) {
      await deleteUserSessions(db, userId);
      await broadcast({ userId, ended: true });
    },
    onEnded(listener) {
      endedListeners.push(listener);
    },
    forgetUser: (userId) => broadcast({ userId }),
    closeLive: (userId) => broadcast({ userId, moved: true }),
    async connect(bus) {
      await bus.listen(destination, {
        deliver(body) {
          let message: Invalidation;
          try {
            message = JSON.parse(Buffer.from(body).toString('utf8')) as Invalidation;
          } catch {
            return;
          }
          drop(message);
          echoes.get(message.id)?.();
          echoes.delete(message.id);
        },
        lost() {
          busLost = true;
          entries.clear();
        },
        restored() {
          busLost = false;
        },
      });
      channel = bus;
    },
  };
}
