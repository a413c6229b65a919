// After the commit: the notifications written by an action go live to their recipients' own topics
// (spec: Calls: the activity event with its notification), then to the push sender.
import { describeNotification, type PushCategory } from '@vizinhos/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../../db/openDatabase.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import type { JobHandler, JobQueue } from '../../jobs/jobQueue.ts';
import { type AlertMail, scheduleAlertMails } from '../../mail/mailJobs.ts';
import type { LivePublisher } from '../../realtime/index.ts';
import {
  createPushDispatcher,
  type PushDispatcher,
  type PushNotice,
  pushServerTexts,
} from '../push/index.ts';
import { notifySecurityPost, securityNotificationsJob } from './recordActivity.ts';
import { claimPendingNotifications, type NotificationView, type PendingScope } from './repository.ts';
import { toWireNotification } from './toWireNotification.ts';

const categoryOf: Record<string, PushCategory> = {
  vote: 'votes',
  comment: 'comments',
  reply: 'replies',
  poll_response: 'polls',
  invite: 'invites',
  post: 'security',
};

const liveKindOf = (kind: string) =>
  kind === 'vote'
    ? 'voteNotification'
    : kind === 'poll_response'
      ? 'pollResponseNotification'
      : 'notification';

/** What a push shows: a Segurança post its own title and area; anything else the bell's words. */
function toPushNotice(view: NotificationView): PushNotice | undefined {
  const category = categoryOf[view.kind];
  if (!category) return undefined;
  // A vote folded into an unseen notification was pushed when it was first written: toggling a
  // vote again and again moves the bell's count but never pushes the same notification again.
  if (view.kind === 'vote' && view.count > 1) return undefined;
  const url = view.postId ? `/posts/${view.postId}` : '/';
  const shown =
    category === 'security'
      ? { title: view.postTitle ?? '', body: pushServerTexts.securityBody(view.actorAreaName) }
      : (({ title, content }) => ({ title, body: content }))(describeNotification(toWireNotification(view)));
  return { userId: view.userId, category, ...shown, url, tag: `notification-${view.id}` };
}

/**
 * The mail a notification may become when its recipient is not looking and no push reaches them: a
 * comment on their post or a reply to their comment, and a Segurança post in their area.
 */
function toAlertMail(view: NotificationView): AlertMail | undefined {
  const kind =
    view.kind === 'post'
      ? 'security'
      : view.kind === 'reply' || view.kind === 'comment'
        ? 'replies'
        : undefined;
  if (!kind || !view.postId) return undefined;
  const described = describeNotification(toWireNotification(view));
  return {
    notificationId: view.id,
    userId: view.userId,
    kind,
    pushCategory: categoryOf[view.kind] ?? 'replies',
    postId: view.postId,
    title: kind === 'security' ? (view.postTitle ?? '') : described.title,
    text: kind === 'security' ? pushServerTexts.securityBody(view.actorAreaName) : described.content,
  };
}

/** Publishes every notification not yet published; a failure is logged, never the resident's error. */
function createNotificationDelivery(options: {
  db: Database;
  live: LivePublisher;
  push: PushDispatcher;
  jobs: JobQueue;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { db, live, push, log } = options;
  return async function deliverNotifications(scope: PendingScope): Promise<void> {
    try {
      // By batches: a Segurança post's job leaves one pending row per resident of the area.
      for (
        let claimed = await claimPendingNotifications(db, scope);
        claimed.length > 0;
        claimed = await claimPendingNotifications(db, scope)
      ) {
        await Promise.all(
          claimed.map((view) =>
            live
              .publishNotification(view.stompKey, toWireNotification(view), liveKindOf(view.kind))
              .catch((error: unknown) => log.warn({ err: error }, 'live notification not published')),
          ),
        );
        push.dispatch(claimed.flatMap((view) => toPushNotice(view) ?? []));
        await scheduleAlertMails(
          options.jobs,
          claimed.flatMap((view) => toAlertMail(view) ?? []),
          options.now(),
        );
      }
    } catch (error) {
      log.warn({ err: error }, 'notifications not delivered');
    }
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the pending notifications of a scope now (the jobs that write notifications end with it). */
    deliverNotifications: (scope: PendingScope) => Promise<void>;
  }
}

/**
 * The notification jobs by name: a Segurança post's area notified after the post's answer, then
 * delivered (`deliver` is the app's delivery, bound once the app is built).
 */
export function notificationJobHandlers(options: {
  db: Database;
  deliver: (scope: PendingScope) => Promise<void>;
  /** Empties the read cache of every instance, as a write call does (a cached bell is stale now). */
  clearReads: () => Promise<void>;
}): Record<string, JobHandler> {
  return {
    async [securityNotificationsJob](job) {
      const { postId, at } = job.data as { postId: string; at: string };
      await notifySecurityPost(options.db, postId, new Date(at));
      // Before the live frames: a resident who hears one and reads their bell again finds it.
      await options.clearReads();
      await options.deliver('security alerts');
    },
  };
}

/**
 * The notifications' delivery as a step of every write call (the afterCommit plugin runs it after
 * the call's own steps, before its answer leaves): the notifications the call's transaction wrote
 * `pending` go live to each recipient, then as pushes. A rolled-back call wrote none, and a
 * failed delivery leaves them pending for the next write.
 */
export const notificationDelivery = fastifyPlugin(
  async (app: FastifyInstance, context: RouteContext) => {
    const push = createPushDispatcher({
      db: context.db,
      now: context.now,
      publicUrl: context.publicUrl,
      policy: context.pushPolicy,
      log: app.log,
    });
    const deliver = createNotificationDelivery({
      db: context.db,
      live: context.live,
      push,
      jobs: context.jobs,
      now: context.now,
      log: app.log,
    });
    // A write call delivers what write calls wrote, never a Segurança job's thousands of rows: an
    // unrelated resident's answer would wait for that audience.
    app.afterEveryWrite({ kind: 'notifications', run: () => deliver('writes') });
    app.decorate('deliverNotifications', deliver);
    app.addHook('onClose', async () => {
      await push.settled();
    });
  },
  { name: 'notificationDelivery', dependencies: ['afterCommit'] },
);
