// Notifications (spec: API contract): the pages of the bell's list.
import { apiPrefix, type Http, query } from './http.ts';

/** Paths of the notifications calls. */
export const notificationPaths = {
  notifications: `${apiPrefix}/notifications`,
} as const;

/** Query of GET notifications: the server defaults to page 1, 50 per page. */
export type NotificationsQuery = { page?: number; perPage?: number };

/** The notifications calls of the client. */
export function notificationCalls(http: Http) {
  return {
    /** GET notifications?page=&per_page=: the raw body, normalised by domain's readNotificationsAnswer. */
    listNotifications: ({ page, perPage }: NotificationsQuery = {}) =>
      http.read<unknown>(
        'GET',
        `${notificationPaths.notifications}${query({ page, per_page: perPage })}`,
        'listNotifications',
      ),
  };
}
