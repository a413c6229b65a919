/** Rejected reports after which a resident's reports stop hiding posts (spec 3: Business constants and limits). */
export const DISTRUST_AFTER_REJECTED = 3;

/**
 * Whether a new report by a resident hides the post at once (spec 3: States and transitions): yes,
 * unless moderators rejected (kept the content of) at least three of their reports and more than
 * they upheld (removed); then the report only goes to the queue.
 */
export function reportHidesPost(history: { rejected: number; upheld: number }): boolean {
  return !(history.rejected >= DISTRUST_AFTER_REJECTED && history.rejected > history.upheld);
}
