import {
  buildNotificationPage,
  initialNotifications,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationsAction,
  type NotificationsState,
  readNotificationsAnswer,
  reduceNotifications,
  shouldFetchNotifications,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

const notificationsBaseAtom = atom<NotificationsState>(initialNotifications);

/** The notification list the header's bell shows (spec: Notifications). */
export const notificationsAtom = atom((get) => get(notificationsBaseAtom));

/** Applies one notification action through the domain reducer. */
export const dispatchNotificationsAtom = atom(null, (get, set, action: NotificationsAction) => {
  set(notificationsBaseAtom, reduceNotifications(get(notificationsBaseAtom), action));
});

/** Loads page 1 (on the bell's first open), skipped while a fetch is loading (spec: Notifications). */
export const loadNotificationsAtom = atom(null, async (get, set) => {
  if (!shouldFetchNotifications(get(notificationsBaseAtom))) return;
  set(dispatchNotificationsAtom, { type: 'fetchStarted' });
  const answer = await get(apiClientAtom).listNotifications({ page: 1, perPage: NOTIFICATIONS_PAGE_SIZE });
  // A failed fetch is an empty list (spec: Error handling, notifications).
  const wires = readNotificationsAnswer(answer.ok ? answer.value : []);
  set(dispatchNotificationsAtom, {
    type: 'pageLoaded',
    page: 1,
    result: buildNotificationPage(wires, NOTIFICATIONS_PAGE_SIZE),
  });
});
