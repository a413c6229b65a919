export { APP_NAME, formatNotificationTabTitle, formatTabTitle } from './formatTabTitle.ts';
