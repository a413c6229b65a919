import { createToken, hashToken } from '../../auth/createToken.ts';
import { hashPassword } from '../../auth/hashPassword.ts';
import { type Reservation, reserve } from '../../auth/rateLimit.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { revokeFeedToken } from '../events/index.ts';
import { deleteUserSubscriptions } from '../push/index.ts';
import { accountsServerTexts } from './accounts.texts.ts';
import { createResetToken, findUserByEmail, resetPassword, useMailToken } from './repository.ts';

const resetLifetimeMs = 60 * 60_000;

/**
 * Reserves one reset mail for the client address and for the e-mail as written (lower-cased),
 * before anything is looked up: a few an hour each, the same count whether an account exists.
 */
export async function reserveResetMail(
  context: RouteContext,
  email: string,
  address: string,
): Promise<Reservation> {
  const { db, rates } = context;
  const now = context.now();
  const byAddress = await reserve(db, `reset:address:${address}`, rates.resetMailPerAddress, now);
  if (!byAddress.ok) return byAddress;
  return reserve(db, `reset:email:${email.toLowerCase()}`, rates.resetMailPerEmail, now);
}

/**
 * Mails a single-use reset link valid for an hour when the address has an account that is not
 * deactivated; the new link voids every older one. The caller answers the same either way, so an
 * address cannot be probed, for an account nor for a deactivation.
 */
export async function mailResetLink(context: RouteContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user || user.deactivatedAt) return;
  const { token, hash } = createToken();
  await createResetToken(context.db, user.id, hash, new Date(context.now().getTime() + resetLifetimeMs));
  const link = `${context.linkOrigin()}/?reset_password_token=${token}`;
  const mail = accountsServerTexts.resetMail;
  await context.outbox.send({
    to: user.email,
    subject: mail.subject,
    text: mail.text(user.firstName, link),
    link,
  });
}

/**
 * Sets the password a reset link allows; false when the token is unknown, used or expired, or its
 * account deactivated since it was mailed (answered as an invalid link, the same words). The link
 * is spent, every session of the user ends at once on every instance, WebSockets included, and what
 * could outlive a compromise goes too: every push subscription, and the calendar feed's address.
 */
export async function resetWithToken(
  context: RouteContext,
  token: string,
  password: string,
): Promise<boolean> {
  const userId = token ? await useMailToken(context.db, hashToken(token), 'reset', context.now()) : null;
  if (!userId) return false;
  if (!(await resetPassword(context.db, userId, await hashPassword(password)))) return false;
  await deleteUserSubscriptions(context.db, userId);
  await revokeFeedToken(context.db, userId);
  await context.sessions.endUser(userId);
  return true;
}
