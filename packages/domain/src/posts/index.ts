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
export type { PostEditorAction, PostEditorState } from './postEditorReducer.ts';
export {
  APPROVAL_BANNER_MS,
  canAddPollOption,
  canRemovePollOption,
  dateInputValue,
  editorValuesOf,
  INITIAL_POST_EDITOR_STATE,
  MAX_POLL_OPTIONS,
  MIN_POLL_OPTIONS,
  postEditorReducer,
  timeInputValue,
} from './postEditorReducer.ts';
export {
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
export { readPayloadId } from './readPayloadId.ts';
export { readVoteTarget } from './readVoteTarget.ts';
export { removePost } from './removePost.ts';
export type { PostDraft, PostEditorValidation } from './validatePostEditor.ts';
export { validateAnalysisRequest, validatePostEditor } from './validatePostEditor.ts';
export type { WireCalendarLinks, WireMyVote, WirePost, WirePostUser } from './wirePost.ts';
export type {
  WirePollUpdate,
  WirePostDelete,
  WirePostMessage,
  WireVoteCounts,
  WireVoteUpdate,
} from './wireTimelineEvents.ts';
