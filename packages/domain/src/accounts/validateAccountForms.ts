import { CHECK_OK, type FormCheck, failCheck } from '../common/index.ts';
import { accountsDomainTexts } from './accounts.texts.ts';

/** The fewest characters before the area search runs (spec: Validation rules). */
export const MIN_AREA_SEARCH_LENGTH = 2;
/** The area search waits this long after the last keystroke (spec: Validation rules). */
export const AREA_SEARCH_DEBOUNCE_MS = 300;
/** The shortest new password (spec: Validation rules). */
export const MIN_RESET_PASSWORD_LENGTH = 6;
/** The reset screen calls back this long after its success message (spec: Screens and routes, Business constants and limits). */
export const RESET_REDIRECT_MS = 2_000;

const isBlank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Login (spec: Validation rules): username or email, then password, both required. */
export function validateLogin(form: { login: string; password: string }): FormCheck {
  if (isBlank(form.login)) return failCheck(accountsDomainTexts.usernameRequired);
  if (form.password === '') return failCheck(accountsDomainTexts.passwordRequired);
  return CHECK_OK;
}

/** The signup form's fields (spec: Validation rules); the organisation and invite codes are optional. */
export type SignupForm = {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
};

/** The signup form before the resident types anything. */
export const EMPTY_SIGNUP_FORM: Readonly<SignupForm> = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  passwordConfirm: '',
};

/** Signup (spec: Validation rules): passwords must match; first and last name, username, email and password required. */
export function validateSignup(form: SignupForm): FormCheck {
  if (form.password !== form.passwordConfirm) return failCheck(accountsDomainTexts.passwordsMismatch);
  const required = [form.firstName, form.lastName, form.username, form.email, form.password];
  if (required.some(isBlank)) return failCheck(accountsDomainTexts.requiredFields);
  return CHECK_OK;
}

/** Step 5 of signup (spec: Validation rules): an area must be chosen. */
export function validateAreaChoice(areaId: string | undefined): FormCheck {
  return isBlank(areaId) ? failCheck(accountsDomainTexts.chooseArea) : CHECK_OK;
}

/** Whether the area search should run for this text (spec: Validation rules: 2 or more characters). */
export function shouldSearchAreas(query: string): boolean {
  return query.trim().length >= MIN_AREA_SEARCH_LENGTH;
}

/** Forgot password (spec: Validation rules): the email is required. */
export function validateForgotPassword(form: { email: string }): FormCheck {
  return isBlank(form.email) ? failCheck(accountsDomainTexts.emailRequired) : CHECK_OK;
}

/** Reset password (spec: Validation rules): the two passwords match, and have at least 6 characters. */
export function validateResetPassword(form: { password: string; confirmation: string }): FormCheck {
  if (form.password !== form.confirmation) return failCheck(accountsDomainTexts.resetMismatch);
  if (form.password.length < MIN_RESET_PASSWORD_LENGTH) return failCheck(accountsDomainTexts.resetTooShort);
  return CHECK_OK;
}
