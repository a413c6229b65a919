import { type LiveEvent, normalizeNotification } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { dispatchNotificationsAtom } from './state.ts';

/** The live kinds the bell applies: the notification topic's activity events. */
export type NotificationsLiveEvent = Extract<
  LiveEvent,
  { kind: 'voteNotification' | 'pollResponseNotification' | 'notification' }
>;

/**
 * A live activity event (spec: Notifications): a new unseen notification at the front, the count up
 * by one. Repeated votes come back under the same id with a new count (spec: Business constants and
 * limits), so the event merges: it replaces the listed one rather than listing it twice. Ones the
 * list drops (message notifications, no text) change nothing.
 */
export function applyNotificationsLiveEvent(store: Store, event: NotificationsLiveEvent, now: Date): void {
  const notification = normalizeNotification(event.payload, now.toISOString());
  if (notification) store.set(dispatchNotificationsAtom, { type: 'liveMerged', notification });
}
