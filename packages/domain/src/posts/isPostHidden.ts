/** Downvotes at which a post is hidden (spec: Business constants and limits). */
export const HIDE_DOWNVOTE_THRESHOLD = 5;

/** Whether the community hid a post: 5 or more downvotes, or flagged (spec: States and transitions). */
export function isPostHidden(post: { downvotes: number; isFlagged: boolean }): boolean {
  return post.downvotes >= HIDE_DOWNVOTE_THRESHOLD || post.isFlagged;
}

/** Whether the card shows the notice instead of the post: hidden and not revealed by the reader (spec: States and transitions). */
export function isPostNoticeShown(
  post: { downvotes: number; isFlagged: boolean },
  isRevealed: boolean,
): boolean {
  return isPostHidden(post) && !isRevealed;
}
