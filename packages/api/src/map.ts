// Map (spec: API contract): the area polygon a founder draws.
import type { PolygonPoint } from '@vizinhos/domain';
import { apiPrefix, type Http } from './http.ts';

/** Paths of the map calls. */
export const mapPaths = {
  areaPolygon: `${apiPrefix}/users/me/area_polygon`,
} as const;

/** POST users/me/area_polygon, JSON. */
export type AreaPolygonBody = { polygon: PolygonPoint[] };

/** The map calls of the client. */
export function mapCalls(http: Http) {
  return {
    /** POST users/me/area_polygon; only the ok status matters. */
    saveAreaPolygon: (polygon: PolygonPoint[]) =>
      http.acknowledge('POST', mapPaths.areaPolygon, 'saveAreaPolygon', undefined, {
        polygon,
      } satisfies AreaPolygonBody),
  };
}
