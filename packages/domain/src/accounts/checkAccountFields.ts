import { CHECK_OK, type FormCheck, failCheck } from '../common/index.ts';
import { accountsDomainTexts } from './accounts.texts.ts';

// Field rules the spec leaves open (spec: Validation rules "Other field rules: not shown"), chosen once here so
// the server's answers and any client-side hint agree.

/** Length limits of the account and profile fields (spec: Validation rules "other field rules not shown"). */
export const ACCOUNT_FIELD_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  /** RFC 5321's longest address. */
  email: 254,
  name: 60,
  summary: 500,
  password: 200,
} as const;

const usernamePattern = new RegExp(
  `^[A-Za-z0-9_.]{${ACCOUNT_FIELD_LIMITS.usernameMin},${ACCOUNT_FIELD_LIMITS.usernameMax}}$`,
);
const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,60}$/;

/** A username: 3 to 30 ASCII letters, digits, dots or underscores (spec: Validation rules left open). */
export function checkUsername(username: string): FormCheck {
  return usernamePattern.test(username) ? CHECK_OK : failCheck(accountsDomainTexts.usernameFormat);
}

/** An e-mail address: local part, @, a dotted domain, at most 254 characters (spec: Validation rules left open). */
export function checkEmail(email: string): FormCheck {
  return emailPattern.test(email) && email.length <= ACCOUNT_FIELD_LIMITS.email
    ? CHECK_OK
    : failCheck(accountsDomainTexts.emailFormat);
}
