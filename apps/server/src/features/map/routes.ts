import { apiPaths } from '@vizinhos/api';
import { MIN_POLYGON_POINTS } from '@vizinhos/domain';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { mapTexts } from './map.texts.ts';
import { type PolygonPoint, saveAreaPolygon } from './repository.ts';
import { areaPolygonSchema } from './schemas.ts';

/** The map: saving the polygon a member drew for its own area. */
export const mapRoutes: FeatureRoutes = {
  signedIn(app, { db }) {
    app.post(apiPaths.areaPolygon, { schema: areaPolygonSchema }, async (request) => {
      const { polygon } = request.body as { polygon: PolygonPoint[] };
      // spec: Validation rules, at least 3 points.
      if (polygon.length < MIN_POLYGON_POINTS) throw httpError(422, mapTexts.tooFewPointsAlert);
      await saveAreaPolygon(db, request.user.areaId, polygon);
      return { ok: true };
    });
  },
};
