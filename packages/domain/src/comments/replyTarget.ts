import type { CommentId } from '../common/index.ts';

/** Deepest visual indent of replies (spec: Business constants and limits); top-level comments are level 0. */
export const MAX_REPLY_INDENT = 3;

/** The indent level a comment is drawn at (spec: Business constants and limits: up to level 3). */
export function replyIndent(level: number): number {
  return Math.min(Math.max(0, Math.floor(level)), MAX_REPLY_INDENT);
}

/** Where a reply to a comment is attached, and whose creator box opens. */
export type ReplyTarget = { parentCommentId: CommentId; level: number };

/**
 * Where a reply goes (spec: Business constants and limits): under the comment itself above level 3; at level 3 or deeper it
 * opens the parent's creator, so the thread never nests past the last indent.
 */
export function replyTarget(
  comment: { id: CommentId; parentId: CommentId | undefined },
  level: number,
): ReplyTarget {
  if (level >= MAX_REPLY_INDENT && comment.parentId !== undefined) {
    return { parentCommentId: comment.parentId, level: MAX_REPLY_INDENT };
  }
  return { parentCommentId: comment.id, level: replyIndent(level + 1) };
}
