import {
  buildNotificationPage,
  initialNotifications,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationId,
  type NotificationsAction,
  type NotificationsState,
  notificationFetchDelay,
  readNotificationsAnswer,
  readNotificationsMeta,
  reduceNotifications,
  shouldFetchNotifications,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

const notificationsBaseAtom = atom<NotificationsState>(initialNotifications);
const loadFailedBaseAtom = atom(false);
/** When the last list fetch started, and the one trailing fetch waiting, for the 500 ms debounce. */
const fetchClockBaseAtom = atom<{ lastStartedAt: number | undefined; trailing: boolean }>({
  lastStartedAt: undefined,
  trailing: false,
});

/** The notification list the header's bell shows (spec: Notifications). */
export const notificationsAtom = atom((get) => get(notificationsBaseAtom));

/** Whether the last load failed (a 404, a refusal, no network): the bell says so and offers "Tentar de novo". */
export const notificationsLoadFailedAtom = atom((get) => get(loadFailedBaseAtom));

/** Applies one notification action through the domain reducer. */
export const dispatchNotificationsAtom = atom(null, (get, set, action: NotificationsAction) => {
  set(notificationsBaseAtom, reduceNotifications(get(notificationsBaseAtom), action));
});

/** Fetches page 1 now, skipped while a fetch is loading (spec: Notifications). */
const fetchFirstPageAtom = atom(null, async (get, set) => {
  if (!shouldFetchNotifications(get(notificationsBaseAtom))) return;
  set(fetchClockBaseAtom, { lastStartedAt: Date.now(), trailing: false });
  set(dispatchNotificationsAtom, { type: 'fetchStarted' });
  const answer = await get(apiClientAtom).listNotifications({ page: 1, perPage: NOTIFICATIONS_PAGE_SIZE });
  // A failed fetch is an empty list (spec: Error handling, notifications), and no longer passes for "no
  // notifications": the failure is kept beside it.
  set(loadFailedBaseAtom, !answer.ok);
  if (!answer.ok) console.warn('notifications:', answer.error);
  const body = answer.ok ? answer.value : [];
  set(dispatchNotificationsAtom, {
    type: 'pageLoaded',
    page: 1,
    result: buildNotificationPage(
      readNotificationsAnswer(body),
      NOTIFICATIONS_PAGE_SIZE,
      readNotificationsMeta(body),
    ),
  });
});

/**
 * Loads page 1 (the bell's first open, "Tentar de novo"), debounced at 500 ms (spec: Business constants and
 * limits): at once when the last fetch started long enough ago, else once at the end of that window.
 */
export const loadNotificationsAtom = atom(null, (get, set) => {
  const clock = get(fetchClockBaseAtom);
  if (clock.trailing) return;
  const delay = notificationFetchDelay(clock.lastStartedAt, Date.now());
  if (delay === 0) return set(fetchFirstPageAtom);
  set(fetchClockBaseAtom, { ...clock, trailing: true });
  setTimeout(() => {
    set(fetchClockBaseAtom, (now) => ({ ...now, trailing: false }));
    void set(fetchFirstPageAtom);
  }, delay);
});

/**
 * The bell's count and the server's total without the list (meta.unread_count, meta.total_count), at the
 * start of a session: the list itself waits for the first open (spec: Screens and routes). A failure is
 * only logged (spec: Error handling).
 */
export const refreshNotificationCountsAtom = atom(null, async (get, set) => {
  const answer = await get(apiClientAtom).listNotifications({ page: 1, perPage: 1 });
  if (!answer.ok) return console.warn('notification counts:', answer.error);
  const counts = readNotificationsMeta(answer.value);
  if (counts) set(dispatchNotificationsAtom, { type: 'countsLoaded', ...counts });
});

/** Marks one read (a click on it): seen at once, then told to the server; a failure is only logged (spec: Error handling). */
export const markNotificationReadAtom = atom(null, async (get, set, id: NotificationId) => {
  const target = get(notificationsBaseAtom).items.find((n) => n.id === id);
  if (target === undefined || target.seen) return;
  set(dispatchNotificationsAtom, { type: 'markedRead', id });
  const answer = await get(apiClientAtom).markNotificationRead(id);
  if (!answer.ok) console.warn('mark notification read:', answer.error);
});

/** Marks every notification read: the count goes to 0 (spec: States and transitions); a failure is only logged. */
export const markAllNotificationsReadAtom = atom(null, async (get, set) => {
  set(dispatchNotificationsAtom, { type: 'markedAllRead' });
  const answer = await get(apiClientAtom).markAllNotificationsRead();
  if (!answer.ok) console.warn('mark all notifications read:', answer.error);
});
