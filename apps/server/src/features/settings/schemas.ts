// Request and response JSON schemas of the account settings (PUT users/me/password, GET users/me/export).
import { ACCOUNT_FIELD_LIMITS } from '@vizinhos/domain';
import { errorResponses, okResponse, textSchema } from '../../http/schemaParts.ts';

/** The body of PUT users/me/password. */
export type PasswordChangeBody = {
  user: { current_password?: string; password?: string; password_confirmation?: string };
};

const password = textSchema(ACCOUNT_FIELD_LIMITS.password);

/** PUT users/me/password: JSON `user` with the current password and the new one twice. */
export const changePasswordSchema = {
  body: {
    type: 'object',
    required: ['user'],
    properties: {
      user: {
        type: 'object',
        properties: { current_password: password, password, password_confirmation: password },
      },
    },
  },
  response: { 200: okResponse, ...errorResponses },
} as const;

/** GET users/me/export: the resident's data as a JSON attachment. */
export const exportSchema = {
  response: {
    200: {
      type: 'object',
      required: ['format', 'exported_at', 'profile'],
      properties: {
        format: { type: 'string' },
        exported_at: { type: 'string', format: 'date-time' },
        profile: { type: 'object' },
      },
    },
    ...errorResponses,
  },
} as const;
