// Portuguese refusals of the map: the spec's own alert of the area drawing.
import { areaDrawingTexts } from '@vizinhos/domain';

/** Refusals of the map routes. */
export const mapTexts = {
  tooFewPointsAlert: areaDrawingTexts.tooFewPointsAlert,
} as const;
