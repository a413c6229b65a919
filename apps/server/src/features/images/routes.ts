import { apiPaths } from '@vizinhos/api';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { imagePolicy } from '../../http/securityHeaders.ts';
import { serverTexts } from '../../http/server.texts.ts';
import { findVisibleImage } from './repository.ts';
import { imageSchema } from './schemas.ts';

/**
 * Uploaded images, to signed-in members of the area that may see them only: another area's image
 * answers the same 404 as one that does not exist. Served with their real type, nosniff and a
 * sandboxing policy, and never stored by a cache (they depend on who asks).
 */
export const imagesRoutes: FeatureRoutes = {
  signedIn(app, { db }) {
    app.get(`${apiPaths.images}/:id`, { schema: imageSchema }, async (request, reply) => {
      const id = readFormValue(request.params, 'id') ?? '';
      const image = await findVisibleImage(db, id, request.user.areaId);
      if (!image) throw httpError(404, serverTexts.notFound);
      return reply
        .header('Content-Type', image.mimeType)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', imagePolicy)
        .send(image.bytes);
    });
  },
};
