import type { NotificationId } from '../common/index.ts';
import { assertNever } from '../common/index.ts';
import { formatNotificationFooter } from './formatNotificationFooter.ts';
import type { NotificationPage } from './normalizeNotification.ts';
import type { Notification } from './notification.ts';

/** Notification sizes and timings (spec: Business constants and limits). */
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** Fetches are debounced by this much (spec: Business constants and limits). */
export const NOTIFICATIONS_FETCH_DEBOUNCE_MS = 500;
/** The live list keeps at most this many (spec: States and transitions, Business constants and limits). */
export const LIVE_NOTIFICATIONS_LIMIT = 50;
/** The dropdown shows at most this many (spec: Screens and routes, Business constants and limits). */
export const DROPDOWN_NOTIFICATIONS_LIMIT = 10;

/** The notification list (spec: States and transitions). */
export type NotificationsState = {
  items: Notification[];
  unreadCount: number;
  isLoading: boolean;
  hasMore: boolean;
  totalCount: number;
  /** All of the reader's notifications as the server counts them (meta.total_count), once known. */
  serverTotal?: number;
  /** The list was fetched in this session (live ones alone never stand for it). */
  listFetched?: boolean;
};

/** What happens to the list (spec: States and transitions). */
export type NotificationsAction =
  | { type: 'fetchStarted' }
  | { type: 'pageLoaded'; page: number; result: NotificationPage }
  | { type: 'markedRead'; id: NotificationId }
  | { type: 'markedAllRead' }
  | { type: 'liveReceived'; notification: Notification }
  /** A live one that may repeat a listed id (a folded vote count): it replaces that one at the front. */
  | { type: 'liveMerged'; notification: Notification }
  /** The server's counts without the list (the bell's count before its first open). */
  | { type: 'countsLoaded'; unreadCount: number; serverTotal: number }
  | { type: 'reset' };

/** The empty list before the first fetch. */
export const initialNotifications: NotificationsState = {
  items: [],
  unreadCount: 0,
  isLoading: false,
  hasMore: false,
  totalCount: 0,
};

/** The unread count (spec: States and transitions): notifications not seen (message ones never reach the list). */
export function countUnread(items: readonly Pick<Notification, 'seen'>[]): number {
  return items.filter((n) => !n.seen).length;
}

/** A fetch is skipped while one is already loading (spec: States and transitions). */
export function shouldFetchNotifications(state: NotificationsState): boolean {
  return !state.isLoading;
}

/**
 * Opening the dropdown fetches the list when nothing is loaded (spec: Screens and routes), and also
 * when only live notifications arrived: the list was never fetched, so older ones would hide.
 */
export function shouldFetchOnOpen(state: NotificationsState): boolean {
  return (state.items.length === 0 || state.listFetched !== true) && !state.isLoading;
}

/**
 * The notification list reducer (spec: States and transitions): page 1 replaces, later pages append; marking one read sets
 * it seen and lowers the count, never below 0; marking all resets the count; a live one goes to the
 * front, the newest 50 are kept, and the count rises by one.
 */
export function reduceNotifications(
  state: NotificationsState,
  action: NotificationsAction,
): NotificationsState {
  switch (action.type) {
    case 'fetchStarted':
      return { ...state, isLoading: true };
    case 'pageLoaded': {
      const items =
        action.page <= 1 ? action.result.notifications : [...state.items, ...action.result.notifications];
      // The server's unread count covers every page; without it, the loaded items are counted.
      return {
        items,
        unreadCount: action.result.unreadCount ?? countUnread(items),
        isLoading: false,
        hasMore: action.result.hasMore,
        totalCount: action.page <= 1 ? action.result.totalCount : state.totalCount + action.result.totalCount,
        serverTotal: action.result.serverTotal ?? state.serverTotal,
        listFetched: true,
      };
    }
    case 'markedRead': {
      const target = state.items.find((n) => n.id === action.id);
      if (target === undefined || target.seen) return state;
      return {
        ...state,
        items: state.items.map((n) => (n.id === action.id ? { ...n, seen: true } : n)),
        unreadCount: Math.max(0, state.unreadCount - 1),
      };
    }
    case 'markedAllRead':
      return { ...state, items: state.items.map((n) => (n.seen ? n : { ...n, seen: true })), unreadCount: 0 };
    case 'liveReceived':
      return {
        ...state,
        items: [{ ...action.notification, seen: false }, ...state.items].slice(0, LIVE_NOTIFICATIONS_LIMIT),
        unreadCount: state.unreadCount + 1,
        serverTotal: grow(state.serverTotal),
      };
    case 'liveMerged': {
      // The server folds repeated votes into one notification with a count and sends it again under
      // the same id: it replaces the listed one and counts as unread once (spec: Business constants and limits).
      const listed = state.items.find((n) => n.id === action.notification.id);
      const rest = state.items.filter((n) => n.id !== action.notification.id);
      return {
        ...state,
        items: [{ ...action.notification, seen: false }, ...rest].slice(0, LIVE_NOTIFICATIONS_LIMIT),
        unreadCount: listed !== undefined && !listed.seen ? state.unreadCount : state.unreadCount + 1,
        serverTotal: listed === undefined ? grow(state.serverTotal) : state.serverTotal,
      };
    }
    case 'countsLoaded':
      return { ...state, unreadCount: action.unreadCount, serverTotal: action.serverTotal };
    case 'reset':
      return initialNotifications;
    default:
      return assertNever(action, 'notifications action');
  }
}

/** A known total grows by one with a new live notification; an unknown one stays unknown. */
const grow = (total: number | undefined) => (total === undefined ? undefined : total + 1);

/**
 * What the dropdown shows (spec: Screens and routes): the first 10, and a footer when there are more;
 * N counts every notification the server holds when known (`total`), else those loaded.
 */
export function notificationDropdown(
  items: readonly Notification[],
  total = 0,
): {
  visible: Notification[];
  footer: string | undefined;
} {
  const visible = items.slice(0, DROPDOWN_NOTIFICATIONS_LIMIT);
  const all = Math.max(items.length, total);
  return {
    visible,
    footer: all > DROPDOWN_NOTIFICATIONS_LIMIT ? formatNotificationFooter(visible.length, all) : undefined,
  };
}
