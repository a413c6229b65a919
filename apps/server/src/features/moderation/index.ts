// Moderation: reports with reasons on posts and comments, the review queue of the area's founder,
// admins and moderators, mute and roles, the open record, and blocking. Messaging asks here whether
// a block stands between two residents.
export { isApart, isBlockAmong, loadBlocks } from './blocks.ts';
export { writeLog } from './log.ts';
export { moderationServerTexts } from './moderation.texts.ts';
export { moderationRoutes } from './routes.ts';
