// The public face of @vizinhos/domain: every export is named here (no `export *`).
// Two blocks, each kept by its own owner; edit only inside your block.

// ── wire core and doc 1 (shell, accounts, live, notifications, messaging, members, map) ──

export { accountTexts } from './accounts/accountTexts.ts';
export type { SignupEvent, SignupStep, SignupTransition } from './accounts/advanceSignupStep.ts';
export { advanceSignupStep } from './accounts/advanceSignupStep.ts';
export { ACCOUNT_FIELD_LIMITS, checkEmail, checkUsername } from './accounts/checkAccountFields.ts';
export type { LoginFailure } from './accounts/describeAccountError.ts';
export {
  describeAvatarError,
  describeForgotError,
  describeLoginError,
  describeResetError,
} from './accounts/describeAccountError.ts';
export type { SignupOutcome } from './accounts/interpretSignupAnswer.ts';
export { interpretSignupAnswer } from './accounts/interpretSignupAnswer.ts';
export type { LoginParams } from './accounts/readLoginParams.ts';
export { readLoginParams } from './accounts/readLoginParams.ts';
export type { AuthAction, AuthState } from './accounts/reduceAuth.ts';
export { initialAuth, reduceAuth } from './accounts/reduceAuth.ts';
export type { User } from './accounts/user.ts';
export type { SignupForm } from './accounts/validateAccountForms.ts';
export {
  AREA_SEARCH_DEBOUNCE_MS,
  EMPTY_SIGNUP_FORM,
  MIN_AREA_SEARCH_LENGTH,
  MIN_RESET_PASSWORD_LENGTH,
  RESET_REDIRECT_MS,
  shouldSearchAreas,
  validateAreaChoice,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignup,
} from './accounts/validateAccountForms.ts';
export type { AvatarPalette } from './avatar/pickAvatarPalette.ts';
export {
  AVATAR_PALETTES,
  avatarInitial,
  pickAvatarPalette,
  pickAvatarPaletteIndex,
} from './avatar/pickAvatarPalette.ts';
export { distanceKm } from './geo/distanceKm.ts';
export type { LiveDestination, LiveSubscriber, LiveTopic } from './live/liveDestinations.ts';
export {
  buildLiveDestination,
  canSubscribe,
  parseLiveDestination,
  subscriberDestinations,
} from './live/liveDestinations.ts';
export type { LiveEvent, LiveEventKind } from './live/liveEvent.ts';
export { isNotificationEvent, LIVE_TOPIC_OF_KIND, LIVE_WIRE_TYPES } from './live/liveEvent.ts';
export type { LiveParseResult } from './live/parseLiveEvent.ts';
export { parseLiveEvent } from './live/parseLiveEvent.ts';
export type { ConnectionEvent, ConnectionStatus } from './live/reduceConnectionStatus.ts';
export {
  connectionBadge,
  HEARTBEAT_MS,
  RECONNECT_DELAY_MS,
  reduceConnectionStatus,
} from './live/reduceConnectionStatus.ts';
export { liveEventDestination, serializeLiveEvent } from './live/serializeLiveEvent.ts';
export type { Area } from './map/area.ts';
export type { AreaPolygon, CanvasPoint, PolygonPoint } from './map/areaPolygon.ts';
export {
  areaDrawingTexts,
  buildAreaPolygon,
  DRAWING_CANVAS,
  formatPolygonStatus,
  formatSaveAreaLabel,
  isPolygonValid,
  MIN_POLYGON_POINTS,
  normalizeCanvasPoint,
} from './map/areaPolygon.ts';
export { buildMapEmbedUrl, buildMapQuery, MAP_LANGUAGE, MAP_ZOOM } from './map/buildMapEmbed.ts';
export {
  formatCoordinate,
  formatCoordinates,
  formatLocatedPostCount,
  formatMapTitle,
} from './map/formatMapTexts.ts';
export type { AreaDrawingAction, AreaDrawingState } from './map/reduceAreaDrawing.ts';
export { initialAreaDrawing, reduceAreaDrawing } from './map/reduceAreaDrawing.ts';
export { canMessageMember, formatMemberSince, memberDisplayName } from './members/describeMember.ts';
export { formatMemberCount, formatMembersLoaded, formatPoints, memberTexts } from './members/memberTexts.ts';
export type { MembersPage } from './members/paginateMembers.ts';
export {
  addMembersPage,
  hasMoreMembers,
  MEMBERS_FILL_RECHECK_MS,
  MEMBERS_LOAD_MORE_THRESHOLD_PX,
  MEMBERS_PAGE_SIZE,
  normalizeMemberSearch,
} from './members/paginateMembers.ts';
export type { RoleBadge } from './members/roleBadge.ts';
export { roleBadge } from './members/roleBadge.ts';
export type { Conversation, ConversationParticipant } from './messaging/conversation.ts';
export {
  canActOnParticipant,
  canManageConversation,
  isConversationAdmin,
  isDirectConversation,
  isGroupConversation,
  leaveConversationLabel,
} from './messaging/conversationRoles.ts';
export type { Message, MessageStatus, SharedPost } from './messaging/message.ts';
export { messagingTexts } from './messaging/messagingTexts.ts';
export type { SenderStamp } from './messaging/paginateMessages.ts';
export {
  CONVERSATION_LIST_PAGE_SIZE,
  hasMoreMessages,
  LIST_PREVIEW_LENGTH,
  MESSAGES_PAGE_SIZE,
  previewLatestMessage,
  previewSharedPost,
  SENDER_GAP_MS,
  SHARED_POST_PREVIEW_LENGTH,
  showsConversationStart,
  showsSenderAvatar,
  UNREAD_COUNT_PAGE_SIZE,
  USER_SEARCH_PAGE_SIZE,
} from './messaging/paginateMessages.ts';
export type { ConversationUnreadAction } from './messaging/reduceConversationUnread.ts';
export { reduceConversationUnread } from './messaging/reduceConversationUnread.ts';
export type { MessagesAction } from './messaging/reduceMessages.ts';
export { CONFIRMATION_WINDOW_MS, confirmsPending, reduceMessages } from './messaging/reduceMessages.ts';
export {
  isSendKey,
  MIN_USER_SEARCH_LENGTH,
  offersConversationTitle,
  shouldSearchUsers,
  validateMessageDraft,
  validateNewConversation,
} from './messaging/validateConversation.ts';
export {
  classifyNotification,
  describeNotification,
  isMessageNotification,
  NOTIFICATION_TEXT_LIMITS,
} from './notifications/describeNotification.ts';
export type { NotificationPage } from './notifications/normalizeNotification.ts';
export {
  buildNotificationPage,
  EMPTY_NOTIFICATION_PAGE,
  normalizeNotification,
  readNotificationsAnswer,
} from './notifications/normalizeNotification.ts';
export type { Notification, NotificationKind } from './notifications/notification.ts';
export { formatNotificationFooter, notificationTexts } from './notifications/notificationTexts.ts';
export type { NotificationsAction, NotificationsState } from './notifications/reduceNotifications.ts';
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
} from './notifications/reduceNotifications.ts';
export { formatCount } from './shell/formatCount.ts';
export { APP_NAME, formatNotificationTabTitle, formatTabTitle } from './shell/formatTabTitle.ts';
export type { FormCheck } from './shell/formCheck.ts';
export { CHECK_OK, failCheck } from './shell/formCheck.ts';
export type { LayoutAction, LayoutState, LayoutView } from './shell/reduceLayout.ts';
export { initialLayout, reduceLayout } from './shell/reduceLayout.ts';
export { describePostLoadError, shellTexts } from './shell/shellTexts.ts';
export { ELLIPSIS, truncateText } from './shell/truncateText.ts';
export { toSearchKey } from './text/toSearchKey.ts';
export type { DateTextOptions } from './time/formatCalendarDate.ts';
export { DEFAULT_TIME_ZONE, formatCalendarDate, formatClockTime } from './time/formatCalendarDate.ts';
export { formatMapCardTime } from './time/formatMapCardTime.ts';
export { formatNotificationTime } from './time/formatNotificationTime.ts';
export { formatCommentTime, formatPostTime } from './time/formatPostTime.ts';
export type { Age } from './time/measureAge.ts';
export { measureAge, parseMoment } from './time/measureAge.ts';
export type { WireArea, WireNewArea } from './wire/area.ts';
export { assertNever } from './wire/assertNever.ts';
export type {
  WireChatMessage,
  WireConversation,
  WireConversationParticipant,
  WireConversationRole,
  WireConversationUser,
  WireMessage,
  WireSharedPost,
} from './wire/conversation.ts';
export type {
  WireAreasEnvelope,
  WireConversationsEnvelope,
  WireMessagesPage,
  WireMeta,
  WireNotificationsAnswer,
  WireSignupAnswer,
  WireUserEnvelope,
  WireUserSearchAnswer,
  WireUsersPage,
} from './wire/envelopes.ts';
export type {
  AreaId,
  CommentId,
  ConversationId,
  Id,
  MessageId,
  NotificationId,
  OidObject,
  PollOptionId,
  PostId,
  UserId,
  WireId,
} from './wire/ids.ts';
export { toId, unwrapId } from './wire/ids.ts';
export type { WireMunicipality } from './wire/municipality.ts';
export { normalizeArea, readAreasEnvelope } from './wire/normalizeArea.ts';
export { normalizeConversation, readConversationsEnvelope } from './wire/normalizeConversation.ts';
export { normalizeChatMessage, normalizeMessage, readMessagesPage } from './wire/normalizeMessage.ts';
export {
  normalizeUser,
  readUserEnvelope,
  readUserSearchAnswer,
  readUsersPage,
} from './wire/normalizeUser.ts';
export type { WireNotification, WireNotificationPost, WireNotificationUser } from './wire/notification.ts';
export { isRecord, readName, readNumber, readText } from './wire/readWireValues.ts';
export type { WireNamed, WireUser, WireUserArea } from './wire/user.ts';
// ── end doc 1 block ──

// ── doc 2 (timeline, posts, objectivity, polls, comments, events, profile, security map) ──
export type { BadgeTone } from './categories/categoryTone.ts';
export { categoryTone } from './categories/categoryTone.ts';
export type { CategoryTools } from './categories/categoryTools.ts';
export { categoryTools } from './categories/categoryTools.ts';
export type { CategoryKey } from './categories/readCategory.ts';
export {
  CATEGORY_KEYS,
  categoryDisplayName,
  DEFAULT_CATEGORY,
  readCategory,
  readCategoryOrDefault,
} from './categories/readCategory.ts';
export { canSendCommentText } from './comments/canSendCommentText.ts';
export { commentRecency, commentSortScore } from './comments/commentSortScore.ts';
export { COMMENT_PAGE_SIZE, hasMoreComments } from './comments/hasMoreComments.ts';
export { hasMoreReplies } from './comments/hasMoreReplies.ts';
export { isCommentAuthor } from './comments/isCommentAuthor.ts';
export type { Comment, CommentAuthor } from './comments/normalizeComment.ts';
export { normalizeComment, normalizeComments } from './comments/normalizeComment.ts';
export type { ReplyTarget } from './comments/replyTarget.ts';
export { MAX_REPLY_INDENT, replyIndent, replyTarget } from './comments/replyTarget.ts';
export { sortComments } from './comments/sortComments.ts';
export { toggleVoteDirection } from './comments/toggleVoteDirection.ts';
export type { CalendarWebLinks } from './events/buildCalendarLinks.ts';
export { buildCalendarLinks } from './events/buildCalendarLinks.ts';
export type { IcsOptions } from './events/buildIcsFile.ts';
export {
  buildIcsFile,
  escapeIcsText,
  foldIcsLine,
  ICS_FILE_NAME,
  ICS_MEDIA_TYPE,
} from './events/buildIcsFile.ts';
export type { CalendarEvent } from './events/eventTimes.ts';
export { EVENT_DURATION_MS, eventEnd, formatUtcStamp } from './events/eventTimes.ts';
export { formatEventDate } from './events/formatEventDate.ts';
export { eventUid, toCalendarEvent } from './events/toCalendarEvent.ts';
export type { ObjectivityAnalysis } from './objectivity/analyzeObjectivity.ts';
export { analyzeObjectivity } from './objectivity/analyzeObjectivity.ts';
export type { AnalysisOutcome } from './objectivity/objectivityGate.ts';
export {
  AUTOMATIC_OBJECTIVITY_MINIMUM,
  decideAutomaticCheck,
  isManualAnalysisApproved,
  MANUAL_OBJECTIVITY_MINIMUM,
  needsAutomaticObjectivityCheck,
} from './objectivity/objectivityGate.ts';
export type { ObjectivityLabel } from './objectivity/objectivityLabel.ts';
export { objectivityBarTone, objectivityLabel } from './objectivity/objectivityLabel.ts';
export type { PollOption } from './polls/normalizePollOption.ts';
export { normalizePollOption, normalizePollOptions } from './polls/normalizePollOption.ts';
export { pollPercentages } from './polls/pollPercentages.ts';
export type { PollResultRow, PollSummary } from './polls/summarizePoll.ts';
export { summarizePoll } from './polls/summarizePoll.ts';
export { buildPostLink } from './posts/buildPostLink.ts';
export { canEditPost } from './posts/canEditPost.ts';
export { POST_HIGHLIGHT_MS } from './posts/highlightPost.ts';
export { HIDE_DOWNVOTE_THRESHOLD, isPostHidden, isPostNoticeShown } from './posts/isPostHidden.ts';
export { normalizeImageUrl } from './posts/normalizeImageUrl.ts';
export type { CalendarLinks, Post, PostAuthor, PostKind } from './posts/normalizePost.ts';
export { normalizePost, normalizePosts } from './posts/normalizePost.ts';
export type { PostEditorAction, PostEditorState } from './posts/postEditorReducer.ts';
export {
  canAddPollOption,
  canRemovePollOption,
  INITIAL_POST_EDITOR_STATE,
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  postEditorReducer,
} from './posts/postEditorReducer.ts';
export {
  OBJECTIVITY_LABEL_TEXTS,
  OBJECTIVITY_SUGGESTION_TEXTS,
  POST_CARD_TEXTS,
  POST_EDITOR_TEXTS,
  POST_ERROR_TEXTS,
} from './posts/postTexts.ts';
export type { Author } from './posts/readAuthor.ts';
export { readAuthor } from './posts/readAuthor.ts';
export { readCount } from './posts/readCount.ts';
export type { LatLng } from './posts/readLocation.ts';
export { readLocation, toWireLocation } from './posts/readLocation.ts';
export type { VoteDirection } from './posts/readVoteDirection.ts';
export { readVoteDirection } from './posts/readVoteDirection.ts';
export type { PostDraft, PostEditorValidation } from './posts/validatePostEditor.ts';
export { validateAnalysisRequest, validatePostEditor } from './posts/validatePostEditor.ts';
export { INVITE_ALLOWANCE, invitesLeft } from './profile/invitesLeft.ts';
export { RECENT_ACTIVITY_LIMIT, recentActivity } from './profile/recentActivity.ts';
export { countRecentIncidents, incidentOpacity, isRecentIncident } from './securityMap/isRecentIncident.ts';
export { DEFAULT_MAP_CENTER, SECURITY_MAP_SETTINGS } from './securityMap/securityMapSettings.ts';
export { applyCommentDelete } from './timeline/applyCommentDelete.ts';
export { applyCommentUpdate } from './timeline/applyCommentUpdate.ts';
export { applyPollUpdate } from './timeline/applyPollUpdate.ts';
export { applyPostUpdate } from './timeline/applyPostUpdate.ts';
export { applyVoteUpdate } from './timeline/applyVoteUpdate.ts';
export { prependTimelinePost } from './timeline/prependTimelinePost.ts';
export { removePost } from './timeline/removePost.ts';
export type { WireComment, WireCommentDelete, WireCommentUpdate, WireCommentUser } from './wire/comment.ts';
export type {
  WireCalendarLinks,
  WireMyVote,
  WirePollOption,
  WirePollOptionResponse,
  WirePollUpdate,
  WirePost,
  WirePostDelete,
  WirePostMessage,
  WirePostUser,
  WireVoteUpdate,
} from './wire/post.ts';
// ── end doc 2 block ──
