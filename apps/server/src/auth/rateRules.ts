import type { RateRule } from './rateLimit.ts';

const minute = 60_000;
const hour = 60 * minute;

/**
 * The limits of the calls an attacker tries first. Sign-in counts per account AND client address,
 * so a stranger's guesses slow down that stranger's address only and the owner still signs in from
 * theirs; an address spraying many accounts is slowed as a whole, more loosely. Mails count per
 * address and per e-mail written (never per existing account, so the answer tells nothing).
 * Sign-ups count per client address only (each costs two scrypt hashes and a mail): a family
 * behind one address signs up its members, a script from one address is stopped at the sixth, and
 * a launch day of residents from their own connections never meets it (spec 1: Business constants).
 *
 * These stay apart from writeRules (auth/writeLimits.ts), reserved by their handlers: they guard the
 * open routes, where there is no resident yet to count, only an address, an account named or an
 * e-mail written, and the sign-in and sign-up limits are set per app (LOGIN_LIMIT, SIGNUP_LIMIT).
 */
export function rateRules(signInLimit: number, signupLimit = defaultSignupLimit) {
  return {
    signInPerAccountAddress: { hits: signInLimit, windowMs: 15 * minute },
    signInPerAddress: { hits: signInLimit * 10, windowMs: 15 * minute },
    resetMailPerEmail: { hits: 3, windowMs: hour },
    resetMailPerAddress: { hits: 10, windowMs: hour },
    signupMailPerEmail: { hits: 3, windowMs: hour },
    signupPerAddress: { hits: signupLimit, windowMs: hour },
  } satisfies Record<string, RateRule>;
}

/** Sign-ups per client address an hour unless SIGNUP_LIMIT says otherwise. */
export const defaultSignupLimit = 5;

/** The rules an app runs with. */
export type RateRules = ReturnType<typeof rateRules>;

/** The longest window of any rule (a move of address, once in 7 days): older rows can no longer refuse anything. */
export const longestWindowMs = 7 * 24 * hour;
