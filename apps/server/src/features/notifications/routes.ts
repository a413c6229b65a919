import { notificationPaths } from '@vizinhos/api';
import { NOTIFICATIONS_PAGE_SIZE } from '@vizinhos/domain';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { createPushDispatcher, pushRoutes } from '../push/index.ts';
import { createNotificationDelivery } from './deliverNotifications.ts';
import { notificationsServerTexts } from './notifications.texts.ts';
import {
  countNotifications,
  loadNotificationPage,
  markAllNotificationsSeen,
  markNotificationSeen,
} from './repository.ts';
import { listNotificationsSchema, markAllNotificationsSchema, markNotificationSchema } from './schemas.ts';
import { toWireNotification } from './toWireNotification.ts';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Notifications (spec: Calls): the reader's list by pages, newest first; marking one (only one's
 * own) or all seen. Every write request, once its handler has committed, publishes the
 * notifications it made (deliverNotifications): live to each recipient, then as pushes.
 */
export const notificationsRoutes: FeatureRoutes = {
  open(app, context) {
    const push = createPushDispatcher({
      db: context.db,
      now: context.now,
      publicUrl: context.publicUrl,
      policy: context.pushPolicy,
      log: app.log,
    });
    const deliver = createNotificationDelivery({ db: context.db, live: context.live, push, log: app.log });
    // onSend runs after the handler returned, so after its transaction committed; a rolled-back
    // action wrote no notification to publish.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!readMethods.has(request.method)) await deliver();
      return payload;
    });
    app.addHook('onClose', async () => {
      await push.settled();
    });
  },
  signedIn(app, context) {
    const { db } = context;
    // Web Push settings and subscriptions belong to notifications: one feature in app.ts.
    pushRoutes.signedIn?.(app, context);
    app.get(notificationPaths.notifications, { schema: listNotificationsSchema }, async (request) => {
      const query = request.query;
      const page = query.page ?? 1;
      const perPage = query.per_page ?? NOTIFICATIONS_PAGE_SIZE;
      // The reader's own, read once between writes (a new notification comes with a write).
      const [views, counts] = await context.reads.get(
        `notifications:${request.user.id}:${page}:${perPage}`,
        () =>
          Promise.all([
            loadNotificationPage(db, request.user.id, page, perPage),
            countNotifications(db, request.user.id),
          ]),
      );
      return {
        notifications: views.map(toWireNotification),
        meta: { page, per_page: perPage, total_count: counts.total, unread_count: counts.unread },
      };
    });

    app.put(
      notificationPaths.notificationsMarkAllRead,
      { schema: markAllNotificationsSchema },
      async (request) => ({
        ok: true,
        updated: await markAllNotificationsSeen(db, request.user.id),
      }),
    );

    app.put(`${notificationPaths.notifications}/:id`, { schema: markNotificationSchema }, async (request) => {
      if (request.body?.seen !== true) throw httpError(400, notificationsServerTexts.seenOnly);
      const { id } = request.params;
      if (!(await markNotificationSeen(db, request.user.id, id)))
        throw httpError(404, notificationsServerTexts.notFound);
      return { ok: true };
    });
  },
};
