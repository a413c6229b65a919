export { describePostLoadError } from './describePostLoadError.ts';
export { APP_NAME, formatNotificationTabTitle, formatTabTitle } from './formatTabTitle.ts';
export { shellTexts } from './shell.texts.ts';
