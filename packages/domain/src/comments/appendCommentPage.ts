import type { CommentId } from '../common/index.ts';
import type { Comment } from './normalizeComment.ts';

/**
 * Adds a fetched page of comments after those in hand (spec: Calls: pages of 5). A comment already
 * there (it arrived live, or the server's pages shifted under a new comment) is kept, not repeated.
 */
export function appendCommentPage(comments: readonly Comment[], page: readonly Comment[]): Comment[] {
  const known = new Set(comments.map((comment) => comment.id));
  return [...comments, ...page.filter((comment) => !known.has(comment.id))];
}

/**
 * Adds a fetched page of replies (spec: Calls: comment_id={parent}) under their parent, wherever it
 * stands in the thread; the same array when the parent is not loaded.
 */
export function appendReplyPage(
  comments: readonly Comment[],
  parentId: CommentId,
  page: readonly Comment[],
): Comment[] {
  let changed = false;
  const next = comments.map((comment) => {
    if (comment.id === parentId) {
      changed = true;
      return { ...comment, replies: appendCommentPage(comment.replies, page) };
    }
    const replies = appendReplyPage(comment.replies, parentId, page);
    if (replies === comment.replies) return comment;
    changed = true;
    return { ...comment, replies };
  });
  return changed ? next : (comments as Comment[]);
}
