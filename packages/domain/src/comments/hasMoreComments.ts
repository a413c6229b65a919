/** Comments per page (spec: Calls, Business constants and limits). */
export const COMMENT_PAGE_SIZE = 5;

/** Whether another page may exist: exactly a full page came back (spec: Business constants and limits). */
export function hasMoreComments(pageLength: number): boolean {
  return pageLength === COMMENT_PAGE_SIZE;
}
