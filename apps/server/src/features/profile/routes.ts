import { apiPaths } from '@vizinhos/api';
import { accountsDomainTexts } from '@vizinhos/domain';
import { noLimit } from '../../auth/routeRules.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { loadUserView } from '../accounts/index.ts';
import { deleteImage } from '../images/index.ts';
import { loadProfileUser } from './loadProfileUser.ts';
import { readProfileEdit } from './readProfileEdit.ts';
import { updateProfile } from './repository.ts';
import { profileSchema, updateMeSchema } from './schemas.ts';

/**
 * A member's profile (GET users/{id}) and the own profile's edit (PUT users/me; only the owner,
 * spec: Roles and permissions: there is no call that edits someone else). The avatar goes through
 * the images feature.
 */
export const profileRoutes: FeatureRoutes = {
  signedIn(app, context) {
    const { db, sessions } = context;

    app.get(`${apiPaths.users}/:id`, { schema: profileSchema }, async (request) => {
      const id = readFormValue(request.params, 'id') ?? '';
      const view = /^[0-9a-f]{24}$/.test(id) ? await loadUserView(db, id) : null;
      // Another area's member answers exactly like an unknown id: a stranger learns nothing.
      if (!view?.activated || view.areaId !== request.user.areaId)
        throw httpError(404, accountsDomainTexts.userNotFound);
      const flags = request.query;
      const reader = { id: request.user.id, areaId: request.user.areaId };
      return {
        users: await loadProfileUser(db, view, { isSelf: view.id === request.user.id, flags, reader }),
      };
    });

    app.put(apiPaths.me, { schema: updateMeSchema, config: { limit: noLimit.own } }, async (request) => {
      const changes = await readProfileEdit(context, request.user, request.body);
      if (Object.keys(changes).length > 0) {
        await updateProfile(db, request.user.id, changes);
        await sessions.forgetUser(request.user.id);
        // A replaced avatar is gone for good, not merely unlinked.
        const old = request.user.avatarId;
        if (changes.avatarId && old && old !== changes.avatarId) await deleteImage(db, old);
      }
      const view = await loadUserView(db, request.user.id);
      if (!view) throw httpError(404, accountsDomainTexts.userNotFound);
      const reader = { id: view.id, areaId: view.areaId };
      return {
        users: await loadProfileUser(db, view, { isSelf: true, flags: { include_area: true }, reader }),
      };
    });
  },
};
