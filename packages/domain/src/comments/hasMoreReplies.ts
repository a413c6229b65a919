/**
 * Whether a comment has replies not loaded yet: its total (spec: Entities and their fields comment_total) exceeds the
 * replies in hand, so the "more replies" button shows.
 */
export function hasMoreReplies(comment: { replyCount: number; replies: readonly unknown[] }): boolean {
  return comment.replyCount > comment.replies.length;
}
