// Comments: pages of a post's comments and replies, writing, editing and deleting one's own, and
// votes (published live). Posts reach a post's first comments and counts through here, the
// profile a resident's comment total.
export { loadCommentTotal, topLevelCommentCount } from './commentCounts.ts';
export { loadPostComments } from './loadPostComments.ts';
export { commentsRoutes } from './routes.ts';
export type { WireCommentOut } from './toWireComment.ts';
