import { apiPaths } from '@vizinhos/api';
import { accountTexts, PROFILE_TEXTS } from '@vizinhos/domain';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { changePassword } from './changePassword.ts';
import { exportAccountData } from './exportAccountData.ts';
import { changePasswordSchema, exportSchema, type PasswordChangeBody } from './schemas.ts';

/** The account settings: change one's password, and download one's data ("Baixar meus dados"). */
export const settingsRoutes: FeatureRoutes = {
  signedIn(app, context) {
    app.put(apiPaths.mePassword, { schema: changePasswordSchema }, async (request, reply) => {
      const { user } = request.body as PasswordChangeBody;
      await changePassword(context, request, reply, {
        current: user.current_password ?? '',
        password: user.password ?? '',
        confirmation: user.password_confirmation ?? '',
      });
      return { ok: true };
    });

    app.get(apiPaths.meExport, { schema: exportSchema }, async (request, reply) => {
      const data = await exportAccountData(context.db, request.user.id, context.now());
      if (!data) throw httpError(404, accountTexts.userNotFound);
      reply.header('Content-Disposition', `attachment; filename="${PROFILE_TEXTS.exportFileName}"`);
      return data;
    });
  },
};
