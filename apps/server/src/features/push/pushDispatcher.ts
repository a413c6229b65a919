import { type PushCategory, readPushPreferences, shouldPush } from '@vizinhos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/openDatabase.ts';
import { isAcceptedEndpoint, type PushPolicy, resolveEndpoint } from './pushEndpointPolicy.ts';
import {
  loadStoredPreferences,
  loadSubscriptions,
  removeExpiredSubscription,
  type StoredSubscription,
} from './repository.ts';
import { sendPush } from './sendPush.ts';
import { loadVapidKeys, type VapidKeys } from './vapidKeys.ts';

/** One notification a resident may get as a push: its category decides, the rest is what shows. */
export type PushNotice = {
  userId: string;
  category: PushCategory;
  title: string;
  body: string;
  /** The address a click opens, e.g. /posts/{id}. */
  url: string;
  /** Pushes of one tag replace each other on the device (a folded vote count). */
  tag: string;
};

/** Sends pushes in the background; `settled` waits for what was handed over. */
export type PushDispatcher = {
  dispatch(notices: readonly PushNotice[]): void;
  settled(): Promise<void>;
};

/** Pushes of this process handed over and not yet settled, and those that failed (GET /metrics). */
export const pushStats = { queued: 0, failures: 0 };

/** The VAPID subject: the public https address, else a mailbox (push services require one of the two). */
const subjectOf = (publicUrl: string | null) =>
  publicUrl?.startsWith('https://') ? new URL(publicUrl).origin : 'mailto:nao-responda@vizinhos.local';

/** Pushes in flight at once in one process; a resident has at most 10 subscriptions, so one resident's slow endpoints never take every slot. */
const maxConcurrentPushes = 32;

/** A counting semaphore: at most `limit` tasks run at once, the rest wait in order. */
function createLimiter(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finished task hands its slot straight to the next one waiting, so the bound always holds.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * The push sender of one app. Each batch is judged at the moment it was handed over (the app's
 * `now`): the resident's kinds and quiet hours (domain's shouldPush). Every push goes out on its own,
 * concurrently with a bound and with a short timeout, so one slow endpoint delays nobody else; its
 * name is resolved again first and never posted to when it points to a private address. A
 * subscription its push service answers 404 or 410 for has expired and is removed; other failures
 * are logged.
 */
export function createPushDispatcher(options: {
  db: Database;
  now: () => Date;
  publicUrl: string | null;
  policy: PushPolicy;
  log: FastifyBaseLogger;
}): PushDispatcher {
  const { db, log, policy } = options;
  let keys: Promise<VapidKeys> | undefined;
  const pending = new Set<Promise<void>>();
  const limit = createLimiter(maxConcurrentPushes);

  const deliver = async (
    subscription: StoredSubscription,
    payload: string,
    vapid: VapidKeys & { subject: string },
  ) => {
    try {
      const url = new URL(subscription.endpoint);
      if (!isAcceptedEndpoint(url, policy) || (await resolveEndpoint(url, policy)) !== 'ok') {
        log.warn('push not sent: its endpoint is not an allowed push service now');
        return;
      }
      const status = await sendPush(subscription, payload, vapid, policy.sendTimeoutMs);
      if (status === 404 || status === 410) await removeExpiredSubscription(db, subscription.id);
      else if (status < 200 || status > 299) {
        pushStats.failures++;
        log.warn({ status }, 'push refused by the push service');
      }
    } catch (error) {
      pushStats.failures++;
      log.warn({ err: error }, 'push not sent');
    }
  };

  const run = async (notices: readonly PushNotice[], at: Date) => {
    const stored = await loadStoredPreferences(db, [...new Set(notices.map((n) => n.userId))]);
    const wanted = notices.filter((n) =>
      shouldPush(n.category, readPushPreferences(stored.get(n.userId)), at),
    );
    if (wanted.length === 0) return;
    const subscriptions = await loadSubscriptions(db, [...new Set(wanted.map((n) => n.userId))]);
    if (subscriptions.length === 0) return;
    keys ??= loadVapidKeys(db);
    const vapid = { ...(await keys), subject: subjectOf(options.publicUrl) };
    await Promise.all(
      wanted.flatMap(({ userId, ...shown }) =>
        subscriptions
          .filter((s) => s.userId === userId)
          .map((subscription) => limit(() => deliver(subscription, JSON.stringify(shown), vapid))),
      ),
    );
  };

  return {
    dispatch(notices) {
      if (notices.length === 0) return;
      const at = options.now();
      pushStats.queued += notices.length;
      const batch = run(notices, at)
        .catch((error: unknown) => {
          pushStats.failures++;
          log.warn({ err: error }, 'pushes not sent');
        })
        .finally(() => {
          pushStats.queued -= notices.length;
          pending.delete(batch);
        });
      pending.add(batch);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
