import { accountTexts } from '@vizinhos/domain';
import { verifyPassword } from '../../auth/hashPassword.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { findUserByLogin } from './repository.ts';

/** The result of checking credentials: the user, or the status and text to answer with. */
export type SignInOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; status: number; error: string; code?: string };

// Verifying against a fixed hash when the name is unknown keeps both paths equally slow.
const decoyHash = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * Checks an e-mail or username and a password (spec: Calls) with throttling: repeated
 * failures for a name or an address answer 429 until the window passes; an account not yet
 * activated answers the "cancelled" error of the spec's error catalogue.
 */
export async function signInUser(
  context: RouteContext,
  login: string,
  password: string,
  address: string,
): Promise<SignInOutcome> {
  const now = context.now().getTime();
  const name = login.trim().toLowerCase();
  const nameKey = `name:${name}`;
  if (context.loginThrottle.isBlocked(nameKey, now) || context.addressThrottle.isBlocked(address, now))
    return { ok: false, status: 429, error: accountTexts.tooManyAttempts };
  const user = await findUserByLogin(context.db, name);
  const matches = await verifyPassword(password, user?.passwordHash ?? decoyHash);
  if (!user || !matches) {
    context.loginThrottle.recordFailure(nameKey, now);
    context.addressThrottle.recordFailure(address, now);
    return { ok: false, status: 401, error: accountTexts.wrongCredentials };
  }
  if (!user.activated)
    return { ok: false, status: 403, error: accountTexts.notActivated, code: 'account_cancelled' };
  context.loginThrottle.reset(nameKey);
  return { ok: true, user };
}
