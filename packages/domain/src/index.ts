// The public face of @vizinhos/domain: every export is named here (no `export *`).
// Two blocks, each kept by its own owner; edit only inside your block.

// ── wire core and doc 1 (shell, accounts, live, notifications, messaging, members, map) ──
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
