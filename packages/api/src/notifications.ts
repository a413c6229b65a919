// Notifications (spec: Calls): the pages of the bell's list, marking one or all read; and, beyond
// the spec, Web Push: the server's VAPID key, a browser's subscription, and the resident's settings.
import type { WireNotification, WirePushPreferences } from '@vizinhos/domain';
import type { ApiCall } from './errors.ts';
import { readAnswerKey } from './errors.ts';
import { type ApiResult, apiPrefix, type Http, query } from './http.ts';

/** Paths of the notifications and push calls. */
export const notificationPaths = {
  notifications: `${apiPrefix}/notifications`,
  /** PUT: every notification of the reader seen (the spec leaves this call's path open). */
  notificationsMarkAllRead: `${apiPrefix}/notifications/mark_all_read`,
  pushKey: `${apiPrefix}/push/key`,
  pushSubscriptions: `${apiPrefix}/push/subscriptions`,
  pushPreferences: `${apiPrefix}/push/preferences`,
} as const;

/** Path of PUT notifications/{id}. */
export function notificationPath(id: string): string {
  return `${notificationPaths.notifications}/${encodeURIComponent(id)}`;
}

/** Query of GET notifications: the server defaults to page 1, 50 per page (at most 100). */
export type NotificationsQuery = { page?: number; perPage?: number };

/**
 * Answer of GET notifications: newest activity first; `meta.total_count` counts all of the reader's
 * and `meta.unread_count` the unseen ones, whatever the page.
 */
export type NotificationsAnswer = {
  notifications: WireNotification[];
  meta: { page: number; per_page: number; total_count: number; unread_count: number };
};

/** Body of PUT notifications/{id}: only `seen: true` is accepted. */
export type MarkNotificationBody = { seen: true };

/** Answer of GET push/key: the VAPID public key, base64url, for PushManager.subscribe's applicationServerKey. */
export type PushKeyAnswer = { public_key: string };

/** Body of POST push/subscriptions: the browser's PushSubscription.toJSON(). */
export type PushSubscriptionBody = {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
};

/** Answer of POST push/subscriptions (201). */
export type PushSubscriptionAnswer = { subscription: { id: string; endpoint: string } };

/** Answer of GET and PUT push/preferences; PUT takes any subset of the fields. */
export type PushPreferencesAnswer = { preferences: WirePushPreferences };

async function readField<T>(
  http: Http,
  call: ApiCall,
  method: string,
  path: string,
  field: string,
  json?: unknown,
): Promise<ApiResult<T>> {
  return readAnswerKey<T>(call, await http.send(method, path, undefined, json), field, { anyValue: true });
}

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
    /** PUT notifications/{id} with seen true: only the reader's own; another's answers 404. */
    markNotificationRead: (id: string) =>
      http.acknowledge('PUT', notificationPath(id), 'markNotificationRead', undefined, { seen: true }),
    /** PUT notifications/mark_all_read: every notification of the reader seen. */
    markAllNotificationsRead: () =>
      http.acknowledge('PUT', notificationPaths.notificationsMarkAllRead, 'markAllNotificationsRead'),
    /** GET push/key: the server's VAPID public key. */
    getPushKey: () => readField<string>(http, 'getPushKey', 'GET', notificationPaths.pushKey, 'public_key'),
    /** POST push/subscriptions: stores this browser's subscription for the reader. */
    subscribePush: (subscription: PushSubscriptionBody) =>
      readField<PushSubscriptionAnswer['subscription']>(
        http,
        'subscribePush',
        'POST',
        notificationPaths.pushSubscriptions,
        'subscription',
        subscription,
      ),
    /** DELETE push/subscriptions with JSON endpoint: this browser no longer gets pushes. */
    unsubscribePush: (endpoint: string) =>
      http.acknowledge('DELETE', notificationPaths.pushSubscriptions, 'unsubscribePush', undefined, {
        endpoint,
      }),
    /** GET push/preferences: the reader's settings (defaults until changed). */
    getPushPreferences: () =>
      readField<WirePushPreferences>(
        http,
        'getPushPreferences',
        'GET',
        notificationPaths.pushPreferences,
        'preferences',
      ),
    /** PUT push/preferences: changes any of the settings; answers them all. */
    savePushPreferences: (change: Partial<WirePushPreferences>) =>
      readField<WirePushPreferences>(
        http,
        'savePushPreferences',
        'PUT',
        notificationPaths.pushPreferences,
        'preferences',
        change,
      ),
  };
}
