import { formatCount } from '../common/index.ts';
import { areaDrawingTexts } from './map.texts.ts';
/** A point on the drawing canvas, in canvas pixels. */
export type CanvasPoint = { x: number; y: number };

/** A point of an area polygon, each coordinate normalised to 0..1 of the canvas (spec: Entities and their fields). */
export type PolygonPoint = { x: number; y: number };

/** An area polygon as saved with POST /api/v1/users/me/area_polygon (spec: Entities and their fields, Calls). */
export type AreaPolygon = { polygon: PolygonPoint[] };

/** The drawing canvas (spec: Business constants and limits): 800 × 600 with a grid line every 50. */
export const DRAWING_CANVAS = { width: 800, height: 600, gridStep: 50 } as const;

/** The fewest points an area may have (spec: Validation rules, Business constants and limits). */
export const MIN_POLYGON_POINTS = 3;

function clampUnit(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** Normalises a canvas point by the 800 × 600 canvas to 0..1, clamped (spec: Entities and their fields). */
export function normalizeCanvasPoint(point: CanvasPoint): PolygonPoint {
  return { x: clampUnit(point.x / DRAWING_CANVAS.width), y: clampUnit(point.y / DRAWING_CANVAS.height) };
}

/** Whether a drawing may be saved (spec: Validation rules): at least 3 points. */
export function isPolygonValid(points: readonly unknown[]): boolean {
  return points.length >= MIN_POLYGON_POINTS;
}

/** The save button's label (spec: Screens and routes: "Save Area (N points)"): "Salvar área (N pontos)". */
export function formatSaveAreaLabel(pointCount: number): string {
  return `Salvar área (${formatCount(pointCount, 'ponto', 'pontos')})`;
}

/** The status line (spec: Screens and routes: the count, then "Valid" or "Need at least 3 points"), in Portuguese. */
export function formatPolygonStatus(pointCount: number): string {
  const verdict = pointCount >= MIN_POLYGON_POINTS ? areaDrawingTexts.valid : areaDrawingTexts.needMorePoints;
  return `${formatCount(pointCount, 'ponto', 'pontos')} - ${verdict}`;
}

/** The body to save, or the alert text when there are too few points (spec: Validation rules). */
export function buildAreaPolygon(
  points: readonly CanvasPoint[],
): { ok: true; value: AreaPolygon } | { ok: false; reason: string } {
  if (!isPolygonValid(points)) return { ok: false, reason: areaDrawingTexts.tooFewPointsAlert };
  return { ok: true, value: { polygon: points.map(normalizeCanvasPoint) } };
}
