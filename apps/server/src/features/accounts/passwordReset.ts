import { createToken, hashToken } from '../../auth/createToken.ts';
import { hashPassword } from '../../auth/hashPassword.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { accountsTexts } from './accounts.texts.ts';
import { createResetToken, findUserByEmail, resetPassword, useMailToken } from './repository.ts';

const resetLifetimeMs = 60 * 60_000;

/**
 * Mails a single-use reset link valid for an hour when the address has an account. The caller
 * answers the same either way, so an address cannot be probed.
 */
export async function mailResetLink(context: RouteContext, email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user) return;
  const { token, hash } = createToken();
  await createResetToken(context.db, user.id, hash, new Date(context.now().getTime() + resetLifetimeMs));
  const link = `${origin}/?reset_password_token=${token}`;
  const mail = accountsTexts.resetMail;
  await context.outbox.send({
    to: user.email,
    subject: mail.subject,
    text: mail.text(user.firstName, link),
    link,
  });
}

/** Sets the password a reset link allows; false when the token is unknown, used or expired. */
export async function resetWithToken(
  context: RouteContext,
  token: string,
  password: string,
): Promise<boolean> {
  const userId = token ? await useMailToken(context.db, hashToken(token), 'reset', context.now()) : null;
  if (!userId) return false;
  await resetPassword(context.db, userId, await hashPassword(password));
  // Old sessions end with the old password, on every instance at once.
  await context.sessions.forgetUser(userId);
  return true;
}
