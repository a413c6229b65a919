import {
  type AreaPolygon,
  buildAreaPolygon,
  type CanvasPoint,
  formatPolygonStatus,
  formatSaveAreaLabel,
} from './areaPolygon.ts';
import { isPolygonSelfCrossing } from './isPolygonSelfCrossing.ts';
import { areaBoundaryTexts } from './map.texts.ts';

/** What DrawAreaCanvas shows for a drawing: the status line, the save label, and the area it may save. */
export type AreaDrawingView = {
  statusLabel: string;
  saveLabel: string;
  /** The polygon to save; undefined while saving is not offered (too few points, or sides that cross). */
  area: AreaPolygon | undefined;
  isSelfCrossing: boolean;
};

/**
 * The drawing's status and what may be saved (spec: Screens and routes, Validation rules): the
 * count with "Valid" or "Need at least 3 points", and, beyond the spec, sides that cross say so and
 * are not offered for saving, as the server refuses such an area.
 */
export function describeAreaDrawing(points: readonly CanvasPoint[]): AreaDrawingView {
  const isSelfCrossing = isPolygonSelfCrossing(points);
  const built = buildAreaPolygon(points);
  return {
    statusLabel: isSelfCrossing ? areaBoundaryTexts.selfCrossing : formatPolygonStatus(points.length),
    saveLabel: formatSaveAreaLabel(points.length),
    area: built.ok && !isSelfCrossing ? built.value : undefined,
    isSelfCrossing,
  };
}
