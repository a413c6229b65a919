import type { LatLng } from '../posts/index.ts';
import { MIN_POLYGON_POINTS, type PolygonPoint } from './areaPolygon.ts';
import { isPolygonSelfCrossing } from './isPolygonSelfCrossing.ts';
import { areaBoundaryTexts } from './map.texts.ts';

/** A checked boundary, or the Portuguese reason it is refused. */
export type BoundaryCheck<T> = { ok: true; value: T[] } | { ok: false; reason: string };

const inRange = ({ lat, lng }: LatLng) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/**
 * Checks an area boundary drawn on the real map (beyond the spec's canvas): at least 3 points
 * (spec: Validation rules), every point a latitude and longitude in range, and edges that do not
 * cross. Longitude and latitude are read as a plane, which holds at a neighbourhood's size.
 */
export function validateAreaOutline(points: readonly LatLng[]): BoundaryCheck<LatLng> {
  if (points.length < MIN_POLYGON_POINTS) return { ok: false, reason: areaBoundaryTexts.tooFewPoints };
  if (!points.every(inRange)) return { ok: false, reason: areaBoundaryTexts.outOfRange };
  if (isPolygonSelfCrossing(points.map(({ lat, lng }) => ({ x: lng, y: lat }))))
    return { ok: false, reason: areaBoundaryTexts.selfCrossing };
  return { ok: true, value: points.map(({ lat, lng }) => ({ lat, lng })) };
}

/** Checks the canvas drawing (spec: Validation rules): at least 3 points in 0..1, edges not crossing. */
export function validateAreaPolygon(points: readonly PolygonPoint[]): BoundaryCheck<PolygonPoint> {
  if (points.length < MIN_POLYGON_POINTS) return { ok: false, reason: areaBoundaryTexts.tooFewPoints };
  const inUnit = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
  if (!points.every(({ x, y }) => inUnit(x) && inUnit(y)))
    return { ok: false, reason: areaBoundaryTexts.outsideCanvas };
  if (isPolygonSelfCrossing(points)) return { ok: false, reason: areaBoundaryTexts.selfCrossing };
  return { ok: true, value: points.map(({ x, y }) => ({ x, y })) };
}
