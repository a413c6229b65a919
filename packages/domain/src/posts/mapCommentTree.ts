import type { Comment } from '../comments/index.ts';

/**
 * Applies `change` to every comment and reply, depth first; returns the same array when nothing
 * changed, so a reducer can tell whether the comment was found.
 */
export function mapCommentTree(comments: Comment[], change: (comment: Comment) => Comment): Comment[] {
  let changed = false;
  const next = comments.map((comment) => {
    const replies = mapCommentTree(comment.replies, change);
    const withReplies = replies === comment.replies ? comment : { ...comment, replies };
    const result = change(withReplies);
    if (result !== comment) changed = true;
    return result;
  });
  return changed ? next : comments;
}
