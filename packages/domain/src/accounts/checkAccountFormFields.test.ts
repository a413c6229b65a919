import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsDomainTexts } from './accounts.texts.ts';
import {
  firstWrongField,
  forgotFieldErrors,
  loginFieldErrors,
  resetFieldErrors,
  signupErrorField,
  signupFieldErrors,
} from './checkAccountFormFields.ts';
import type { SignupForm } from './validateAccountForms.ts';

const signup: SignupForm = {
  firstName: 'Maria',
  lastName: 'Souza',
  username: 'maria.souza',
  email: 'maria@exemplo.com',
  password: 'segredo1',
  passwordConfirm: 'segredo1',
};

describe('errors at their field (spec: Validation rules)', () => {
  it.each([
    [
      { login: '', password: '' },
      { login: accountsDomainTexts.usernameRequired, password: accountsDomainTexts.passwordRequired },
    ],
    [{ login: 'maria', password: '' }, { password: accountsDomainTexts.passwordRequired }],
    [{ login: ' ', password: 'x' }, { login: accountsDomainTexts.usernameRequired }],
    [{ login: 'maria', password: 'x' }, {}],
  ])('login %j', (form, errors) => {
    expect(loginFieldErrors(form)).toEqual(errors);
  });

  it.each<[string, Partial<SignupForm>, Record<string, string>]>([
    ['all fine', {}, {}],
    [
      'blank names',
      { firstName: ' ', lastName: '' },
      { firstName: accountsDomainTexts.fieldRequired, lastName: accountsDomainTexts.fieldRequired },
    ],
    ['username shape', { username: 'ma' }, { username: accountsDomainTexts.usernameFormat }],
    ['blank username', { username: '' }, { username: accountsDomainTexts.fieldRequired }],
    ['email shape', { email: 'maria@' }, { email: accountsDomainTexts.emailFormat }],
    ['blank email', { email: '' }, { email: accountsDomainTexts.fieldRequired }],
    [
      'short password',
      { password: 'abc', passwordConfirm: 'abc' },
      { password: accountsDomainTexts.passwordTooShort },
    ],
    [
      'blank password',
      { password: '', passwordConfirm: '' },
      { password: accountsDomainTexts.fieldRequired },
    ],
    ['mismatch', { passwordConfirm: 'outra1' }, { passwordConfirm: accountsDomainTexts.passwordsDiffer }],
  ])('signup: %s', (_name, change, errors) => {
    expect(signupFieldErrors({ ...signup, ...change })).toEqual(errors);
  });

  it.each([
    [{ email: '' }, { email: accountsDomainTexts.fieldRequired }],
    [{ email: 'nada' }, { email: accountsDomainTexts.emailFormat }],
    [{ email: ' maria@exemplo.com ' }, {}],
  ])('forgot %j', (form, errors) => {
    expect(forgotFieldErrors(form)).toEqual(errors);
  });

  it.each([
    [
      { password: 'abc', confirmation: 'abd' },
      { password: accountsDomainTexts.passwordTooShort, confirmation: accountsDomainTexts.passwordsDiffer },
    ],
    [{ password: 'segredo1', confirmation: 'segredo1' }, {}],
  ])('reset %j', (form, errors) => {
    expect(resetFieldErrors(form)).toEqual(errors);
  });

  it.each([
    [accountsDomainTexts.usernameTaken, 'username'],
    [accountsDomainTexts.usernameFormat, 'username'],
    [accountsDomainTexts.emailFormat, 'email'],
    [accountsDomainTexts.passwordTooShort, 'password'],
    [accountsDomainTexts.passwordsMismatch, 'passwordConfirm'],
    [accountsDomainTexts.passwordsDiffer, 'passwordConfirm'],
    [accountsDomainTexts.invalidInviteCode, undefined],
  ])('a server refusal %j belongs to %s', (message, field) => {
    expect(signupErrorField(message)).toBe(field);
  });

  it('focus goes to the first wrong field in the order shown', () => {
    const order = ['firstName', 'lastName', 'username', 'email'] as const;
    expect(firstWrongField(order, { email: 'x', lastName: 'y' })).toBe('lastName');
    expect(firstWrongField(order, {})).toBeUndefined();
  });

  it('invariant: a signup form the field checks pass is one the form check passes too', () => {
    const text = fc.string({ minLength: 0, maxLength: 12 });
    fc.assert(
      fc.property(
        text,
        text,
        text,
        text,
        text,
        text,
        (firstName, lastName, username, email, password, passwordConfirm) => {
          const form = { firstName, lastName, username, email, password, passwordConfirm };
          const fields = signupFieldErrors(form);
          const required = [firstName, lastName, username, email, password].every(
            (value) => value.trim() !== '',
          );
          if (Object.keys(fields).length === 0) expect(required && password === passwordConfirm).toBe(true);
        },
      ),
    );
  });
});
