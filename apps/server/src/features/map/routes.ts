import { apiPaths } from '@vizinhos/api';
import { type BoundaryCheck, validateAreaOutline, validateAreaPolygon } from '@vizinhos/domain';
import { noLimit } from '../../auth/routeRules.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { mapServerTexts } from './map.texts.ts';
import { type AreaBoundary, loadAreaBoundary, saveAreaBoundary } from './repository.ts';
import { areaBoundarySchema, areaPolygonSchema } from './schemas.ts';

/** The checked points, or a 422 with the rule's Portuguese reason. */
function accept<T>(check: BoundaryCheck<T>): T[] {
  if (!check.ok) throw httpError(422, check.reason);
  return check.value;
}

/** The map: the boundary a member draws for its own area, saved and read back. */
export const mapRoutes: FeatureRoutes = {
  signedIn(app, { db }) {
    app.post(
      apiPaths.areaPolygon,
      { schema: areaPolygonSchema, config: { limit: noLimit.boundary } },
      async (request) => {
        const { polygon, outline } = request.body;
        if (polygon === undefined && outline === undefined) throw httpError(400, mapServerTexts.missing);
        // spec: Validation rules, at least 3 points; beyond it, in range and not crossing itself.
        const boundary: Partial<AreaBoundary> = {};
        if (polygon) boundary.polygon = accept(validateAreaPolygon(polygon));
        if (outline) boundary.outline = accept(validateAreaOutline(outline));
        await saveAreaBoundary(db, request.user.areaId, boundary);
        return okAnswer;
      },
    );

    app.get(apiPaths.areaPolygon, { schema: areaBoundarySchema }, (request) =>
      loadAreaBoundary(db, request.user.areaId),
    );
  },
};
