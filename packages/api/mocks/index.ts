// @vizinhos/api/mocks: deterministic fixtures (domain models and wire shapes) and MSW handlers,
// one file per feature, for stories and tests. Every export is named (no `export *`).

export { accountHandlers, type CallCount, makeWireArea, makeWireAreas, makeWireTown } from './accounts.ts';
export { daysAhead, FIXTURE_NOW, minutesAgo } from './clock.ts';
export {
  commentHandlers,
  commentMockTexts,
  makeComment,
  makeCommentThread,
  makeWireComment,
  makeWireComments,
} from './comments.ts';
export { calendarFeedHandlers, makeCalendarFeed, makeCalendarFeedStatus } from './events.ts';
export { makeUser, makeWireMembers, memberHandlers } from './members.ts';
export {
  makeConversation,
  makeConversations,
  makeMessage,
  makeMessages,
  makeWireConversation,
  makeWireConversations,
  makeWireMessage,
  makeWireMessages,
  makeWireResidents,
  messagingFixtureIds,
  messagingHandlers,
  messagingMockTexts,
} from './messaging.ts';
export {
  makeAppealItems,
  makeAwaitingAppealItem,
  makeAwaitingReportItem,
  makeBlockedMembers,
  makeEditedReportItem,
  makeModerationLogLines,
  makeReportItems,
  makeWireBlockedUsers,
  makeWireModerationLog,
  makeWireReportItems,
  moderationHandlers,
} from './moderation.ts';
export {
  makeNotification,
  makeNotifications,
  makeWireNotifications,
  makeWirePushPreferences,
  mockPushPublicKey,
  notificationHandlers,
  pushHandlers,
} from './notifications.ts';
export {
  makePollOption,
  makePollOptions,
  makeWirePollOptions,
  pollHandlers,
  pollMockTexts,
} from './polls.ts';
export {
  fixtureCommentId,
  makeEventPost,
  makeHiddenPost,
  makeLongPost,
  makePollPost,
  makePost,
  makeWirePost,
  makeWirePosts,
  postHandlers,
  postMockTexts,
} from './posts.ts';
export {
  makeAccountExport,
  makeWireActivity,
  makeWireInfluence,
  makeWireProfile,
  profileHandlers,
} from './profile.ts';
export {
  makeSearchHits,
  makeWireSearchHit,
  makeWireSearchHits,
  makeWireSearchPage,
  searchHandlers,
  searchMockTexts,
} from './search.ts';
export {
  makeService,
  makeServices,
  makeWireService,
  serviceHandlers,
  serviceMockTexts,
} from './services.ts';
