// Request and response schemas (TypeBox) of the account settings (PUT users/me/password, GET users/me/export).
import { ACCOUNT_FIELD_LIMITS } from '@vizinhos/domain';
import { Type } from 'typebox';
import { errorResponses, okResponse, textSchema } from '../../http/schemaParts.ts';

const password = Type.Optional(textSchema(ACCOUNT_FIELD_LIMITS.password));

/** PUT users/me/password: JSON `user` with the current password and the new one twice. */
export const changePasswordSchema = {
  body: Type.Object({
    user: Type.Object({ current_password: password, password, password_confirmation: password }),
  }),
  response: { 200: okResponse, ...errorResponses },
} as const;

/** GET users/me/export: the resident's data as a JSON attachment. */
export const exportSchema = {
  response: {
    200: Type.Object({
      format: Type.String(),
      exported_at: Type.String({ format: 'date-time' }),
      profile: Type.Unsafe<object>({ type: 'object' }),
    }),
    ...errorResponses,
  },
} as const;
