import { accountsDomainTexts } from '@vizinhos/domain';
import { verifyPassword } from '../../auth/hashPassword.ts';
import { clearRate, giveBack, reserve } from '../../auth/rateLimit.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { accountsServerTexts } from './accounts.texts.ts';
import { findUserByLogin } from './repository.ts';

/** The result of checking credentials: the user, or the status and text to answer with. */
export type SignInOutcome =
  | { ok: true; user: UserRow }
  | { ok: false; status: number; error: string; code?: string; retryAfterS?: number };

// Verifying against a fixed hash when the name is unknown keeps both paths equally slow.
const decoyHash = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const tooMany = (retryAfterS: number): SignInOutcome => ({
  ok: false,
  status: 429,
  error: accountsDomainTexts.tooManyAttempts,
  retryAfterS,
});

/**
 * Checks an e-mail or username and a password (spec: Calls). Each attempt is reserved in the
 * database BEFORE the password hash, per client address and per account from that address, so a
 * burst sent at once is evaluated at most the limit's number of times on any number of instances.
 * A username and an e-mail of one account share its count. A right password clears that account's
 * count from that address; an account not yet activated answers the spec's "cancelled" error, one an
 * operator deactivated its own refusal.
 */
export async function signInUser(
  context: RouteContext,
  login: string,
  password: string,
  address: string,
): Promise<SignInOutcome> {
  const { db, rates } = context;
  const now = context.now();
  const addressKey = `signin:address:${address}`;
  const byAddress = await reserve(db, addressKey, rates.signInPerAddress, now);
  if (!byAddress.ok) return tooMany(byAddress.retryAfterS);
  const name = login.trim().toLowerCase();
  const user = await findUserByLogin(db, name);
  const accountKey = `signin:${user ? `account:${user.id}` : `name:${name}`}:${address}`;
  const byAccount = await reserve(db, accountKey, rates.signInPerAccountAddress, now);
  if (!byAccount.ok) return tooMany(byAccount.retryAfterS);
  const matches = await verifyPassword(password, user?.passwordHash ?? decoyHash);
  if (!user || !matches) return { ok: false, status: 401, error: accountsDomainTexts.wrongCredentials };
  await clearRate(db, accountKey);
  await giveBack(db, addressKey, 1);
  // Said only after the right password: the owner learns why, a guesser learns nothing.
  if (user.deactivatedAt)
    return { ok: false, status: 403, error: accountsServerTexts.deactivated, code: 'account_deactivated' };
  if (!user.activated)
    return { ok: false, status: 403, error: accountsDomainTexts.notActivated, code: 'account_cancelled' };
  return { ok: true, user };
}
