import { accountsDomainTexts, checkPasswordChange, type PasswordChangeForm } from '@vizinhos/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from '../../auth/hashPassword.ts';
import { clearRate, type RateRule, reserve } from '../../auth/rateLimit.ts';
import { setSessionCookie } from '../../auth/sessionCookie.ts';
import { createSession } from '../../auth/sessions.ts';
import { httpError, tooManyRequests } from '../../http/httpError.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { loadPasswordHash, setPasswordHash } from './repository.ts';
import { settingsServerTexts } from './settings.texts.ts';

/** Wrong current passwords a session may try before it waits: a stolen session cannot guess on. */
const currentPasswordGuesses: RateRule = { hits: 5, windowMs: 15 * 60_000 };

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
  const key = `password-change:${userId}`;
  const reserved = await reserve(db, key, currentPasswordGuesses, context.now());
  if (!reserved.ok) throw tooManyRequests(accountsDomainTexts.tooManyAttempts, reserved.retryAfterS);
  const stored = await loadPasswordHash(db, userId);
  if (!stored || !(await verifyPassword(form.current, stored)))
    throw httpError(422, settingsServerTexts.currentPasswordWrong);
  await clearRate(db, key);
  await setPasswordHash(db, userId, await hashPassword(form.password));
  await sessions.endUser(userId);
  setSessionCookie(request, reply, await createSession(db, userId, context.now()));
}
