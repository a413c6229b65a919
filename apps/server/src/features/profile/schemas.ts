// Request and response JSON schemas of the profile routes (spec: Calls, PUT users/me).

import { errorResponses } from '../../http/schemaParts.ts';
import { usersEnvelope } from '../accounts/index.ts';

/**
 * PUT users/me: a multipart or url-encoded form (`user[username]`, ..., `user[avatar]`) or JSON
 * nested under `user`. No body schema: any body, even none, is read field by field in
 * readProfileEdit, which words each refusal.
 */
export const updateMeSchema = {
  response: { 200: usersEnvelope, ...errorResponses },
} as const;
