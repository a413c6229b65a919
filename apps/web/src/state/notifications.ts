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

const notificationsBaseAtom = atom<NotificationsState>(initialNotifications);

/** The notification list the header's bell shows (doc 1 §4). */
export const notificationsAtom = atom((get) => get(notificationsBaseAtom));

/** Applies one notification action through the domain reducer. */
export const dispatchNotificationsAtom = atom(null, (get, set, action: NotificationsAction) => {
  set(notificationsBaseAtom, reduceNotifications(get(notificationsBaseAtom), action));
});

// The @vizinhos/api client has no notifications call yet (the notifications issue adds it), so the
// first page is read here with the contract's path; a failure is an empty list (doc 1 §8).
async function fetchFirstPage(): Promise<unknown> {
  try {
    const answer = await fetch(`/api/v1/notifications?page=1&per_page=${NOTIFICATIONS_PAGE_SIZE}`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    return answer.ok ? await answer.json() : [];
  } catch {
    return [];
  }
}

/** Loads page 1 (doc 1 §2: on the first open), skipped while a fetch is loading (doc 1 §4). */
export const loadNotificationsAtom = atom(null, async (get, set) => {
  if (!shouldFetchNotifications(get(notificationsBaseAtom))) return;
  set(dispatchNotificationsAtom, { type: 'fetchStarted' });
  const wires = readNotificationsAnswer(await fetchFirstPage());
  set(dispatchNotificationsAtom, {
    type: 'pageLoaded',
    page: 1,
    result: buildNotificationPage(wires, NOTIFICATIONS_PAGE_SIZE),
  });
});
