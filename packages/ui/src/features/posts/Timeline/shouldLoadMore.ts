/** The next page is asked for this far before the bottom (spec: Business constants, timeline scroll). */
export const LOAD_MORE_DISTANCE_PX = 1000;

/** Where the reader is and what the list holds, in page pixels. */
export type LoadMoreInput = {
  /** The page's scroll position (the top of the viewport). */
  scrollTop: number;
  viewportHeight: number;
  /** The bottom of the list: its top on the page plus its height. */
  listBottom: number;
  hasMore: boolean;
  /** A page is already on its way, or the last one failed: no new request. */
  isBusy: boolean;
  distance?: number;
};

/** True when the bottom of the viewport is within `distance` of the list's end and there is more to load. */
export function shouldLoadMore({
  scrollTop,
  viewportHeight,
  listBottom,
  hasMore,
  isBusy,
  distance = LOAD_MORE_DISTANCE_PX,
}: LoadMoreInput): boolean {
  if (!hasMore || isBusy) return false;
  return listBottom - (scrollTop + viewportHeight) <= distance;
}
