// Notifications in the web app: the bell's list and its live activity events.
export { applyNotificationsLiveEvent, type NotificationsLiveEvent } from './live.ts';
export { loadNotificationsAtom, notificationsAtom } from './state.ts';
