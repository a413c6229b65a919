export {
  classifyNotification,
  describeNotification,
  isMessageNotification,
  NOTIFICATION_TEXT_LIMITS,
} from './describeNotification.ts';
export { formatNotificationFooter } from './formatNotificationFooter.ts';
export { formatNotificationTime } from './formatNotificationTime.ts';
export type { NotificationCounts, NotificationPage } from './normalizeNotification.ts';
export {
  buildNotificationPage,
  EMPTY_NOTIFICATION_PAGE,
  normalizeNotification,
  readNotificationsAnswer,
  readNotificationsMeta,
} from './normalizeNotification.ts';
export type { Notification, NotificationKind } from './notification.ts';
export type { NotificationBellView, NotificationRow } from './notificationBellView.ts';
export { notificationBellView } from './notificationBellView.ts';
export { notificationFetchDelay } from './notificationFetchDelay.ts';
export { notificationsDomainTexts } from './notifications.texts.ts';
export { pushDomainTexts } from './push.texts.ts';
export type {
  DigestFrequency,
  MailKind,
  MailPreferences,
  PushCategory,
  PushPreferences,
  PushPreferencesResult,
  WirePushPreferences,
} from './pushPreferences.ts';
export {
  applyPushPreferences,
  DEFAULT_PUSH_PREFERENCES,
  DIGEST_FREQUENCIES,
  isQuietTime,
  MAIL_KINDS,
  PUSH_CATEGORIES,
  readPushPreferences,
  shouldMail,
  shouldPush,
  toWirePushPreferences,
  unsubscribeMail,
} from './pushPreferences.ts';
export type { NotificationsAction, NotificationsState } from './reduceNotifications.ts';
export {
  countUnread,
  DROPDOWN_NOTIFICATIONS_LIMIT,
  initialNotifications,
  LIVE_NOTIFICATIONS_LIMIT,
  NOTIFICATIONS_FETCH_DEBOUNCE_MS,
  NOTIFICATIONS_PAGE_SIZE,
  notificationDropdown,
  reduceNotifications,
  shouldFetchNotifications,
  shouldFetchOnOpen,
} from './reduceNotifications.ts';
export type {
  WireNotification,
  WireNotificationPost,
  WireNotificationsAnswer,
  WireNotificationUser,
} from './wireNotification.ts';
