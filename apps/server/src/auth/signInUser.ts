import { eq, or, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { serverTexts } from '../http/serverTexts.ts';
import type { RouteContext } from '../routeContext.ts';
import { verifyPassword } from './hashPassword.ts';
import type { UserRow } from './sessions.ts';

/** The result of checking credentials: the user, or the status and text to answer with. */
export type SignInOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; status: number; error: string; code?: string };

// Verifying against a fixed hash when the name is unknown keeps both paths equally slow.
const decoyHash = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * Checks an e-mail or username and a password (doc 1 §7) with throttling: repeated failures for a
 * name or an address answer 429 until the window passes; an account not yet activated answers the
 * "cancelled" error of doc 1 §8.
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
    return { ok: false, status: 429, error: serverTexts.tooManyAttempts };
  const [user] = await context.db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)))
    .limit(1);
  const matches = await verifyPassword(password, user?.passwordHash ?? decoyHash);
  if (!user || !matches) {
    context.loginThrottle.recordFailure(nameKey, now);
    context.addressThrottle.recordFailure(address, now);
    return { ok: false, status: 401, error: serverTexts.wrongCredentials };
  }
  if (!user.activated)
    return { ok: false, status: 403, error: serverTexts.notActivated, code: 'account_cancelled' };
  context.loginThrottle.reset(nameKey);
  return { ok: true, user };
}
