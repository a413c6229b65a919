// The directory grid's geometry, shared by its styles and its virtualiser: as many 220 px columns
// as fit (STYLE.md, Reading column), 16 px apart.

/** Least width of a column. */
const MEMBER_COLUMN_MIN_PX = 220;
/** Space between columns and between rows. */
export const MEMBER_GRID_GAP_PX = 16;

/** How many columns a grid of `width` px holds: as many 220 px columns as fit, at least one. */
export function memberColumns(width: number): number {
  if (!Number.isFinite(width) || width <= 0) return 1;
  return Math.max(1, Math.floor((width + MEMBER_GRID_GAP_PX) / (MEMBER_COLUMN_MIN_PX + MEMBER_GRID_GAP_PX)));
}

/** The members of each row, in order, for `columns` columns. */
export function splitRows<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(columns));
  const rows: T[][] = [];
  for (let start = 0; start < items.length; start += size) rows.push(items.slice(start, start + size));
  return rows;
}

/** Where the reader is and how far the list goes, in page pixels. */
export type NearEndInput = {
  scrollTop: number;
  viewportHeight: number;
  /** The list's bottom on the page: its top plus its height. */
  listBottom: number;
  /** Load within this distance of the bottom (spec: Business constants and limits: 100 px). */
  distance: number;
};

/**
 * The next page is due (spec: Business constants and limits): the viewport's bottom is within
 * `distance` of the list's end, which is also true while the list does not fill the viewport.
 */
export function isNearListEnd({ scrollTop, viewportHeight, listBottom, distance }: NearEndInput): boolean {
  return listBottom - (scrollTop + viewportHeight) <= distance;
}
