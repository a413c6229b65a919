// @vizinhos/api/mocks: deterministic fixtures (domain models and wire shapes) and MSW handlers
// grouped by resource, for stories and tests. Every export is named (no `export *`).

export { daysAhead, FIXTURE_NOW, minutesAgo } from './clock.ts';
export { makeComment, makeCommentThread, makeWireComment } from './comments.ts';
export { commentHandlers } from './handlers/commentHandlers.ts';
export { memberHandlers } from './handlers/memberHandlers.ts';
export { notificationHandlers } from './handlers/notificationHandlers.ts';
export { postHandlers } from './handlers/postHandlers.ts';
export { makeMember, makeUser, makeWireMembers } from './members.ts';
export { makeNotification, makeNotifications, makeWireNotifications } from './notifications.ts';
export {
  fixtureCommentId,
  makeEventPost,
  makeHiddenPost,
  makeLongPost,
  makePollOption,
  makePollOptions,
  makePollPost,
  makePost,
  makeWirePost,
} from './posts.ts';
