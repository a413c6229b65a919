import { Readable } from 'node:stream';
import { apiPaths } from '@vizinhos/api';
import { accountsDomainTexts, PROFILE_TEXTS } from '@vizinhos/domain';
import { noLimit } from '../../auth/routeRules.ts';
import { openWhileMuted } from '../../auth/writeLimits.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { loadOwnUser, meAreaSchema } from '../accounts/index.ts';
import { changePassword } from './changePassword.ts';
import { exportAccountStream } from './exportAccountData.ts';
import { moveHouse } from './moveHouse.ts';
import { changePasswordSchema, exportSchema } from './schemas.ts';

/** The account settings: move to another area, change one's password, and download one's data ("Baixar meus dados"). */
export const settingsRoutes: FeatureRoutes = {
  signedIn(app, context) {
    // Mudei de endereço: the spec's PUT users/me/area, with the password and the 7-day limit.
    app.put(
      apiPaths.meArea,
      { schema: meAreaSchema, config: { ...openWhileMuted, limit: noLimit.move } },
      async (request) => {
        await moveHouse(context, request);
        return { users: await loadOwnUser(context.db, request.user.id, { include_area: true }) };
      },
    );

    app.put(
      apiPaths.mePassword,
      { schema: changePasswordSchema, config: { ...openWhileMuted, limit: noLimit.password } },
      async (request, reply) => {
        const { user } = request.body;
        await changePassword(context, request, reply, {
          current: user.current_password ?? '',
          password: user.password ?? '',
          confirmation: user.password_confirmation ?? '',
        });
        return okAnswer;
      },
    );

    app.get(apiPaths.meExport, { schema: exportSchema }, async (request, reply) => {
      const pieces = await exportAccountStream(context.db, request.user.id, context.now());
      if (!pieces) throw httpError(404, accountsDomainTexts.userNotFound);
      reply.header('Content-Disposition', `attachment; filename="${PROFILE_TEXTS.exportFileName}"`);
      // A stream is sent as it is read (the response schema's serializer does not see it).
      return reply.type('application/json; charset=utf-8').send(Readable.from(pieces) as never);
    });
  },
};
