// The sign-up form a browser sends (spec 1: Signup), as tests post it: one resident of a new area
// in Campinas unless fields say otherwise.
import { apiPaths } from '@vizinhos/api';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The form's fields for `username` (its e-mail derived from it), with `fields` over them. */
function signUpFields(username: string, fields: Record<string, string> = {}): Record<string, string> {
  return {
    username,
    first_name: 'Rita',
    last_name: 'Moura',
    email: `${username}@exemplo.com.br`,
    password: 'segredo1',
    password_confirm: 'segredo1',
    new_area: JSON.stringify({ name: 'Centro', city: 'Campinas', state: 'SP' }),
    ...fields,
  };
}

/** Posts the sign-up form to `app`, from `remoteAddress` (loopback unless given). */
export function signUp(
  app: FastifyInstance,
  username: string,
  { remoteAddress = '127.0.0.1', fields }: { remoteAddress?: string; fields?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: apiPaths.users,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(signUpFields(username, fields)).toString(),
  });
}
