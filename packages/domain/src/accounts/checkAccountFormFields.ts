import { accountsDomainTexts } from './accounts.texts.ts';
import { checkEmail, checkUsername } from './checkAccountFields.ts';
import { MIN_RESET_PASSWORD_LENGTH, type SignupForm } from './validateAccountForms.ts';

/** The message under each wrong field of a form, by field name; empty when the form is fine. */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

const isBlank = (value: string) => value.trim() === '';

/** Login's fields (spec: Validation rules): the username or email, then the password. */
export function loginFieldErrors(form: {
  login: string;
  password: string;
}): FieldErrors<'login' | 'password'> {
  return {
    ...(isBlank(form.login) ? { login: accountsDomainTexts.usernameRequired } : {}),
    ...(form.password === '' ? { password: accountsDomainTexts.passwordRequired } : {}),
  };
}

/**
 * Signup's personal fields (spec: Validation rules, and the field rules the server applies): every
 * field but the codes required, a username and an e-mail of the accepted shapes, a password of at
 * least 6 characters typed twice alike. Each wrong field gets its own message.
 */
export function signupFieldErrors(form: SignupForm): FieldErrors<keyof SignupForm> {
  const errors: FieldErrors<keyof SignupForm> = {};
  for (const field of ['firstName', 'lastName', 'username', 'email', 'password'] as const)
    if (isBlank(form[field])) errors[field] = accountsDomainTexts.fieldRequired;
  const username = checkUsername(form.username.trim());
  if (!errors.username && !username.ok) errors.username = username.message;
  const email = checkEmail(form.email.trim());
  if (!errors.email && !email.ok) errors.email = email.message;
  if (!errors.password && form.password.length < MIN_RESET_PASSWORD_LENGTH)
    errors.password = accountsDomainTexts.passwordTooShort;
  if (form.password !== form.passwordConfirm) errors.passwordConfirm = accountsDomainTexts.passwordsDiffer;
  return errors;
}

/** Forgot password's field (spec: Validation rules): an e-mail, of the accepted shape. */
export function forgotFieldErrors(form: { email: string }): FieldErrors<'email'> {
  if (isBlank(form.email)) return { email: accountsDomainTexts.fieldRequired };
  const email = checkEmail(form.email.trim());
  return email.ok ? {} : { email: email.message };
}

/** Reset password's fields (spec: Validation rules): at least 6 characters, typed twice alike. */
export function resetFieldErrors(form: {
  password: string;
  confirmation: string;
}): FieldErrors<'password' | 'confirmation'> {
  return {
    ...(form.password.length < MIN_RESET_PASSWORD_LENGTH
      ? { password: accountsDomainTexts.passwordTooShort }
      : {}),
    ...(form.password !== form.confirmation ? { confirmation: accountsDomainTexts.passwordsDiffer } : {}),
  };
}

/** The signup field a server refusal belongs to, so it shows under that field; undefined: the form's. */
export function signupErrorField(message: string): keyof SignupForm | undefined {
  switch (message) {
    case accountsDomainTexts.usernameTaken:
    case accountsDomainTexts.usernameFormat:
      return 'username';
    case accountsDomainTexts.emailFormat:
      return 'email';
    case accountsDomainTexts.passwordTooShort:
      return 'password';
    case accountsDomainTexts.passwordsMismatch:
    case accountsDomainTexts.passwordsDiffer:
      return 'passwordConfirm';
    default:
      return undefined;
  }
}

/** The first wrong field in the order the form shows them: where focus goes. */
export function firstWrongField<TField extends string>(
  order: readonly TField[],
  errors: FieldErrors<TField>,
): TField | undefined {
  return order.find((field) => errors[field] !== undefined);
}
