import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { InternalChannel } from '../realtime/index.ts';

/**
 * The answers of the busiest reads (the timeline's pages, the members list, the bell, the
 * conversations list), kept in memory between writes. Right under live writes by construction:
 * every write call (any method but GET, HEAD and OPTIONS) empties it once its handler has committed
 * and before its answer leaves, here and, through the live bus, on every other instance; the few
 * reads that write (opening a conversation marks it read) empty it themselves. A read that began
 * before an emptying never stores what it read. While the bus is lost nothing is kept (another
 * instance's write could be missed), and every entry expires after `ttlMs` whatever happens.
 */
export type ReadCache = {
  /** The value under `key`, loaded by `load` when absent; concurrent asks for one key share one load. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every entry here and on every instance (after a write). */
  clear(): Promise<void>;
  /** Starts hearing other instances' writes; until then only this instance's apply. */
  connect(channel: InternalChannel): Promise<void>;
};

type Entry = { value: Promise<unknown>; until: number };

const destination = '/internal/reads';
/** A bound on how long any answer is reused, should a write ever reach the tables another way. */
const defaultTtlMs = 5_000;
/** Bounds the memory under many residents and areas; the oldest entries go first. */
const maxEntries = 5_000;
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function createReadCache(options: { ttlMs?: number; now?: () => number } = {}): ReadCache {
  const ttlMs = options.ttlMs ?? defaultTtlMs;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const self = randomBytes(8).toString('hex');
  let generation = 0;
  let channel: InternalChannel | null = null;
  let busLost = false;

  const forget = () => {
    generation += 1;
    entries.clear();
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.until > now()) return entry.value as Promise<T>;
      if (entry) entries.delete(key);
      const value = load();
      if (busLost) return value;
      const startedIn = generation;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, until: now() + ttlMs });
      // A failed load is not kept; nor is one a write overtook (it was emptied already).
      value.catch(() => {
        if (generation === startedIn && entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    async clear() {
      forget();
      if (channel && !busLost) await channel.publish(destination, Buffer.from(self));
    },
    async connect(bus) {
      await bus.listen(destination, {
        deliver(body) {
          if (Buffer.from(body).toString('utf8') !== self) forget();
        },
        lost() {
          busLost = true;
          forget();
        },
        restored() {
          busLost = false;
          forget();
        },
      });
      channel = bus;
    },
  };
}

/**
 * Every write call empties the cache after its handler, before its after-commit steps (registered
 * before the afterCommit plugin) and its answer.
 */
export const readCacheClearing = fastifyPlugin(
  async (app: FastifyInstance, { reads }: { reads: ReadCache }) => {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!readMethods.has(request.method)) await reads.clear();
      return payload;
    });
  },
  { name: 'readCacheClearing' },
);
