import { notificationPaths } from '@vizinhos/api';
import { NOTIFICATIONS_PAGE_SIZE } from '@vizinhos/domain';
import { noLimit } from '../../auth/routeRules.ts';
import { openWhileMuted } from '../../auth/writeLimits.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { notificationsServerTexts } from './notifications.texts.ts';
import {
  countNotifications,
  loadNotificationPage,
  markAllNotificationsSeen,
  markNotificationSeen,
} from './repository.ts';
import { listNotificationsSchema, markAllNotificationsSchema, markNotificationSchema } from './schemas.ts';
import { toWireNotification } from './toWireNotification.ts';

/**
 * Notifications (spec: Calls): the reader's list by pages, newest first; marking one (only one's
 * own) or all seen. Their delivery after every write is the notificationDelivery plugin
 * (deliverNotifications.ts), registered in app.ts.
 */
export const notificationsRoutes: FeatureRoutes = {
  signedIn(app, context) {
    const { db } = context;
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
      { schema: markAllNotificationsSchema, config: { ...openWhileMuted, limit: noLimit.own } },
      async (request) => ({
        ...okAnswer,
        updated: await markAllNotificationsSeen(db, request.user.id),
      }),
    );

    app.put(
      `${notificationPaths.notifications}/:id`,
      { schema: markNotificationSchema, config: { ...openWhileMuted, limit: noLimit.own } },
      async (request) => {
        if (request.body?.seen !== true) throw httpError(400, notificationsServerTexts.seenOnly);
        const { id } = request.params;
        if (!(await markNotificationSeen(db, request.user.id, id)))
          throw httpError(404, notificationsServerTexts.notFound);
        return okAnswer;
      },
    );
  },
};
