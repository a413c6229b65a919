// Comments: pages of a post's comments and replies, writing, editing and deleting one's own, and
// votes (published live). Posts reach a post's first comments and counts through here, the
// profile a resident's comment total, moderation a comment's removal and its live message.
export { loadCommentCounts, loadCommentTotal, repairCommentCounters } from './commentCounts.ts';
export { commentEvents } from './events.ts';
export { loadPostComments } from './loadPostComments.ts';
export { commentIdsOf, withCommentVotes } from './readerVotes.ts';
export { deleteComment } from './repository.ts';
export { commentsRoutes } from './routes.ts';
export type { WireCommentOut } from './toWireComment.ts';
export { toWireCommentCounts } from './toWireComment.ts';
