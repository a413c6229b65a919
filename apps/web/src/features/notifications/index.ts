// Notifications in the web app: the bell's list and its live activity events, and this browser's push alerts.

export { EmailSettingsPanel } from './EmailSettingsPanel.tsx';
export { applyNotificationsLiveEvent } from './live.ts';
export { PushSettingsPanel } from './PushSettingsPanel.tsx';
export { forgetPushOnLogoutAtom } from './pushState.ts';
export {
  loadNotificationsAtom,
  markAllNotificationsReadAtom,
  markNotificationReadAtom,
  notificationsAtom,
  notificationsLoadFailedAtom,
  refreshNotificationCountsAtom,
} from './state.ts';
