import type { LatLng } from '../posts/index.ts';
import { formatPolygonStatus, formatSaveAreaLabel } from './areaPolygon.ts';
import { validateAreaOutline } from './validateAreaBoundary.ts';

/** What the real-map drawing shows: the status line, the save label, and the outline it may save. */
export type AreaOutlineView = {
  statusLabel: string;
  saveLabel: string;
  /** The outline to save; undefined while saving is not offered (too few points, out of range, crossing). */
  outline: LatLng[] | undefined;
};

/**
 * The real-map drawing's status (beyond the spec, the canvas's rules in degrees): the count with
 * "Valid" or "Need at least 3 points", or the server's reason when the outline would be refused.
 */
export function describeAreaOutline(points: readonly LatLng[]): AreaOutlineView {
  const checked = validateAreaOutline(points);
  const tooFew = !checked.ok && points.length < 3;
  return {
    statusLabel: checked.ok || tooFew ? formatPolygonStatus(points.length) : checked.reason,
    saveLabel: formatSaveAreaLabel(points.length),
    outline: checked.ok ? checked.value : undefined,
  };
}
