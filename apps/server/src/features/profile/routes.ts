import { apiPaths } from '@vizinhos/api';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { imagePolicy } from '../../http/securityHeaders.ts';
import { serverTexts } from '../../http/server.texts.ts';
import { loadOwnUser } from '../accounts/index.ts';
import { readProfileEdit } from './readProfileEdit.ts';
import { findImage, updateProfile } from './repository.ts';
import { imageSchema, updateMeSchema } from './schemas.ts';

/** The own profile's edit (PUT users/me) and the uploaded images it shows. */
export const profileRoutes: FeatureRoutes = {
  // Images are public, like any avatar URL, and immutable: a new upload gets a new id.
  open(app, { db }) {
    app.get(`${apiPaths.images}/:id`, { schema: imageSchema }, async (request, reply) => {
      const image = await findImage(db, readFormValue(request.params, 'id') ?? '');
      if (!image) throw httpError(404, serverTexts.notFound);
      return reply
        .header('Content-Type', image.mimeType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', imagePolicy)
        .send(image.bytes);
    });
  },

  signedIn(app, { db, sessions }) {
    app.put(apiPaths.me, { schema: updateMeSchema }, async (request) => {
      const changes = await readProfileEdit(db, request.user, request.body);
      if (Object.keys(changes).length > 0) {
        await updateProfile(db, request.user.id, changes);
        await sessions.forgetUser(request.user.id);
      }
      return { users: await loadOwnUser(db, request.user.id, { include_area: true }) };
    });
  },
};
