// Notifications: the one place that turns residents' actions into notifications (recordActivity,
// called inside each action's transaction by posts, comments, polls and signup), the bell's calls,
// and their delivery after the commit, live and as pushes.
export { notificationDelivery, notificationJobHandlers } from './deliverNotifications.ts';
export { recordActivity, SECURITY_CATEGORY, securityNotificationsKey } from './recordActivity.ts';
export { forgetAreaNotifications, repairNotificationCounts } from './repository.ts';
export { notificationsRoutes } from './routes.ts';
