import { accountsDomainTexts, checkPasswordChange, type PasswordChangeForm } from '@vizinhos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/hashPassword.ts';
import { clearRate } from '../../auth/rateLimit.ts';
import { setSessionCookie } from '../../auth/sessionCookie.ts';
import { createSession } from '../../auth/sessions.ts';
import { reserveInHandler, writeKey } from '../../auth/writeLimits.ts';
import { httpError } from '../../http/httpError.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { loadPasswordHash, setPasswordHash } from './repository.ts';
import { settingsServerTexts } from './settings.texts.ts';

/**
 * Changes the signed-in resident's password: checks the form (checkPasswordChange) and the current
 * password, stores the new hash, ends every session of the resident on every instance (WebSockets
 * included), and opens a fresh one for this browser, so only the other sessions end.
 */
export async function changePassword(
  context: RouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  form: PasswordChangeForm,
): Promise<void> {
  const { db, sessions } = context;
  const check = checkPasswordChange(form);
  if (!check.ok) throw httpError(422, check.message);
  const userId = request.user.id;
  // Wrong current passwords are counted (writeRules.passwordGuess) and the right one clears them,
  // so this limit is placed here, around the check, not declared on the route.
  await reserveInHandler(
    db,
    'passwordGuess',
    userId,
    context.now(),
    () => accountsDomainTexts.tooManyAttempts,
  );
  const stored = await loadPasswordHash(db, userId);
  if (!stored || !(await verifyPassword(form.current, stored)))
    throw httpError(422, settingsServerTexts.currentPasswordWrong);
  await clearRate(db, writeKey('passwordGuess', userId));
  await setPasswordHash(db, userId, await hashPassword(form.password));
  await sessions.endUser(userId);
  setSessionCookie(request, reply, await createSession(db, userId, context.now()));
}
