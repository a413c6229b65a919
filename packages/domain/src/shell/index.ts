export { describePostLoadError } from './describePostLoadError.ts';
export { APP_NAME, formatNotificationTabTitle, formatTabTitle } from './formatTabTitle.ts';
export type { LayoutAction, LayoutState, LayoutView } from './reduceLayout.ts';
export { initialLayout, reduceLayout } from './reduceLayout.ts';
export { shellTexts } from './shell.texts.ts';
