// Web Push (beyond the spec): VAPID keys, subscriptions, settings, and the sender the notifications
// feature hands its new notifications to.

export { pushServerTexts } from './push.texts.ts';
export { createPushDispatcher, type PushDispatcher, type PushNotice, pushStats } from './pushDispatcher.ts';
export { deleteUserSubscriptions, loadStoredPreferences, savePreferences } from './repository.ts';
export { pushRoutes } from './routes.ts';
