import { apiPaths } from '@vizinhos/api';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { loadOwnUser } from '../accounts/index.ts';
import { deleteImage } from '../images/index.ts';
import { readProfileEdit } from './readProfileEdit.ts';
import { updateProfile } from './repository.ts';
import { updateMeSchema } from './schemas.ts';

/** The own profile's edit (PUT users/me); its avatar goes through the images feature. */
export const profileRoutes: FeatureRoutes = {
  signedIn(app, context) {
    const { db, sessions } = context;
    app.put(apiPaths.me, { schema: updateMeSchema }, async (request) => {
      const changes = await readProfileEdit(context, request.user, request.body);
      if (Object.keys(changes).length > 0) {
        await updateProfile(db, request.user.id, changes);
        await sessions.forgetUser(request.user.id);
        // A replaced avatar is gone for good, not merely unlinked.
        const old = request.user.avatarId;
        if (changes.avatarId && old && old !== changes.avatarId) await deleteImage(db, old);
      }
      return { users: await loadOwnUser(db, request.user.id, { include_area: true }) };
    });
  },
};
