// Map (spec: API contract): the area boundary a member draws, on the canvas (spec) or on the real
// map (beyond it), and read back for the map view's and the security card's outline.
import type { LatLng, PolygonPoint } from '@vizinhos/domain';
import { apiPrefix, type Http } from './http.ts';

/** Paths of the map calls. */
export const mapPaths = {
  areaPolygon: `${apiPrefix}/users/me/area_polygon`,
} as const;

/** POST users/me/area_polygon, JSON: the canvas polygon (spec) or the outline in degrees (beyond it). */
export type AreaPolygonBody = { polygon: PolygonPoint[] } | { outline: LatLng[] };

/** GET users/me/area_polygon (beyond the spec): what the area's boundary holds, null when not drawn. */
export type AreaBoundaryAnswer = { polygon: PolygonPoint[] | null; outline: LatLng[] | null };

/** The map calls of the client. */
export function mapCalls(http: Http) {
  return {
    /** POST users/me/area_polygon with the canvas polygon; only the ok status matters. */
    saveAreaPolygon: (polygon: PolygonPoint[]) =>
      http.acknowledge('POST', mapPaths.areaPolygon, 'saveAreaPolygon', undefined, {
        polygon,
      } satisfies AreaPolygonBody),
    /**
     * POST users/me/area_polygon with the outline drawn on the real map (at least 3 points, not
     * crossing itself); a refusal shows the server's Portuguese reason, with the spec's alerts.
     */
    saveAreaOutline: (outline: LatLng[]) =>
      http.acknowledge('POST', mapPaths.areaPolygon, 'saveAreaPolygon', undefined, {
        outline: outline.map(({ lat, lng }) => ({ lat, lng })),
      } satisfies AreaPolygonBody),
    /** GET users/me/area_polygon: the area's canvas polygon and real-map outline. */
    areaBoundary: () => http.read<AreaBoundaryAnswer>('GET', mapPaths.areaPolygon, 'areaBoundary'),
  };
}
