import { formatNotificationTime } from './formatNotificationTime.ts';
import type { Notification } from './notification.ts';
import { type NotificationsState, notificationDropdown, shouldFetchOnOpen } from './reduceNotifications.ts';

/** One row of the bell's panel: the notification and its relative time, already worded. */
export type NotificationRow = Notification & { timeLabel: string };

/** What the bell shows, computed from the list state at a moment (spec: Screens and routes, notification dropdown). */
export type NotificationBellView = {
  rows: NotificationRow[];
  /** "Mostrando N de M notificações" (spec: "Showing N of M notifications") when there are more than the panel shows. */
  footer: string | undefined;
  unreadCount: number;
  isLoading: boolean;
  /** The first open with nothing loaded asks for the list. */
  loadsOnOpen: boolean;
};

/** The bell's view of the notification list at `now`. */
export function notificationBellView(state: NotificationsState, now: Date): NotificationBellView {
  const { visible, footer } = notificationDropdown(state.items, state.serverTotal);
  return {
    rows: visible.map((notification) => ({
      ...notification,
      timeLabel: formatNotificationTime(now, notification.createdAt),
    })),
    footer,
    unreadCount: state.unreadCount,
    isLoading: state.isLoading,
    loadsOnOpen: shouldFetchOnOpen(state),
  };
}
