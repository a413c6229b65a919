export type { ObjectivityAnalysis } from './analyzeObjectivity.ts';
export { analyzeObjectivity } from './analyzeObjectivity.ts';
export { applyCommentDelete } from './applyCommentDelete.ts';
export { applyCommentUpdate } from './applyCommentUpdate.ts';
export { applyPollUpdate } from './applyPollUpdate.ts';
export { applyPostUpdate } from './applyPostUpdate.ts';
export { applyVoteUpdate } from './applyVoteUpdate.ts';
export { buildPostLink } from './buildPostLink.ts';
export { canEditPost } from './canEditPost.ts';
export { categorySlug, readCategorySlug } from './categorySlug.ts';
export { categoryTone } from './categoryTone.ts';
export type { CategoryTools } from './categoryTools.ts';
export { categoryTools } from './categoryTools.ts';
export { describePostLoadError } from './describePostLoadError.ts';
export { formatCommentTime, formatPostTime } from './formatPostTime.ts';
export { POST_HIGHLIGHT_MS } from './highlightPost.ts';
export { HIDE_DOWNVOTE_THRESHOLD, isPostHidden, isPostNoticeShown } from './isPostHidden.ts';
export { normalizeImageUrl } from './normalizeImageUrl.ts';
export type { CalendarLinks, Post, PostAuthor, PostKind } from './normalizePost.ts';
export { normalizePost, normalizePosts } from './normalizePost.ts';
export type { AnalysisOutcome } from './objectivityGate.ts';
export {
  AUTOMATIC_OBJECTIVITY_MINIMUM,
  decideAutomaticCheck,
  isManualAnalysisApproved,
  MANUAL_OBJECTIVITY_MINIMUM,
  needsAutomaticObjectivityCheck,
} from './objectivityGate.ts';
export type { ObjectivityLabel } from './objectivityLabel.ts';
export { objectivityBarTone, objectivityLabel } from './objectivityLabel.ts';
export type { PostEditorAction, PostEditorState } from './postEditorReducer.ts';
export {
  canAddPollOption,
  canRemovePollOption,
  INITIAL_POST_EDITOR_STATE,
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  postEditorReducer,
} from './postEditorReducer.ts';
export {
  OBJECTIVITY_LABEL_TEXTS,
  OBJECTIVITY_SUGGESTION_TEXTS,
  POST_CARD_TEXTS,
  POST_EDITOR_TEXTS,
  POST_ERROR_TEXTS,
} from './posts.texts.ts';
export { prependTimelinePost } from './prependTimelinePost.ts';
export type { CategoryKey } from './readCategory.ts';
export {
  CATEGORY_KEYS,
  categoryDisplayName,
  DEFAULT_CATEGORY,
  readCategory,
  readCategoryOrDefault,
} from './readCategory.ts';
export type { LatLng } from './readLocation.ts';
export { readLocation, toWireLocation } from './readLocation.ts';
export { readVoteTarget } from './readVoteTarget.ts';
export { removePost } from './removePost.ts';
export type { PostDraft, PostEditorValidation } from './validatePostEditor.ts';
export { validateAnalysisRequest, validatePostEditor } from './validatePostEditor.ts';
export type { WireCalendarLinks, WireMyVote, WirePost, WirePostUser } from './wirePost.ts';
export type {
  WirePollUpdate,
  WirePostDelete,
  WirePostMessage,
  WireVoteUpdate,
} from './wireTimelineEvents.ts';
