/** Comments per page (doc 2 §7, §9). */
export const COMMENT_PAGE_SIZE = 5;

/** Whether another page may exist: exactly a full page came back (doc 2 §9). */
export function hasMoreComments(pageLength: number): boolean {
  return pageLength === COMMENT_PAGE_SIZE;
}
