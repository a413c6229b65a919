import { serverTexts } from '../http/serverTexts.ts';

// Field rules the spec leaves to the server (doc 1 §5 "Other field rules: not shown").
const usernamePattern = /^[A-Za-z0-9_.]{3,30}$/;
const emailPattern = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,60}$/;

/** The first problem with a username, or null when it is acceptable. */
export function checkUsername(username: string): string | null {
  return usernamePattern.test(username) ? null : serverTexts.usernameFormat;
}

/** The first problem with an e-mail address, or null when it is acceptable. */
export function checkEmail(email: string): string | null {
  return emailPattern.test(email) && email.length <= 254 ? null : serverTexts.emailFormat;
}

/** Limits of the free-text profile fields. */
export const textLimits = { name: 60, summary: 500, password: 200 } as const;
