import { type PushCategory, readPushPreferences, shouldPush } from '@vizinhos/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/openDatabase.ts';
import { loadStoredPreferences, loadSubscriptions, removeExpiredSubscription } from './repository.ts';
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

/** Sends pushes in the background, one batch after another; `settled` waits for what was handed over. */
export type PushDispatcher = {
  dispatch(notices: readonly PushNotice[]): void;
  settled(): Promise<void>;
};

/** Pushes of this process handed over and not yet settled, and those that failed (GET /metrics). */
export const pushStats = { queued: 0, failures: 0 };

/** The VAPID subject: the public https address, else a mailbox (push services require one of the two). */
const subjectOf = (publicUrl: string | null) =>
  publicUrl?.startsWith('https://') ? new URL(publicUrl).origin : 'mailto:nao-responda@vizinhos.local';

/**
 * The push sender of one app. Each batch is judged at the moment it was handed over (the app's
 * `now`): the resident's kinds and quiet hours (domain's shouldPush). A subscription its push service
 * answers 404 or 410 for has expired and is removed; other failures are logged.
 */
export function createPushDispatcher(options: {
  db: Database;
  now: () => Date;
  publicUrl: string | null;
  log: FastifyBaseLogger;
}): PushDispatcher {
  const { db, log } = options;
  let keys: Promise<VapidKeys> | undefined;
  let chain: Promise<void> = Promise.resolve();

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
    for (const { userId, ...shown } of wanted) {
      for (const subscription of subscriptions.filter((s) => s.userId === userId)) {
        try {
          const status = await sendPush(subscription, JSON.stringify(shown), vapid);
          if (status === 404 || status === 410) await removeExpiredSubscription(db, subscription.id);
          else if (status < 200 || status > 299) {
            pushStats.failures++;
            log.warn({ status }, 'push refused by the push service');
          }
        } catch (error) {
          pushStats.failures++;
          log.warn({ err: error }, 'push not sent');
        }
      }
    }
  };

  return {
    dispatch(notices) {
      if (notices.length === 0) return;
      const at = options.now();
      pushStats.queued += notices.length;
      chain = chain
        .then(() => run(notices, at))
        .catch((error: unknown) => {
          pushStats.failures++;
          log.warn({ err: error }, 'pushes not sent');
        })
        .finally(() => {
          pushStats.queued -= notices.length;
        });
    },
    settled: () => chain,
  };
}
