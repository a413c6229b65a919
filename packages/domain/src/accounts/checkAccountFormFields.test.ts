import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTexts } from './accounts.texts.ts';
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
      { login: accountTexts.usernameRequired, password: accountTexts.passwordRequired },
    ],
    [{ login: 'maria', password: '' }, { password: accountTexts.passwordRequired }],
    [{ login: ' ', password: 'x' }, { login: accountTexts.usernameRequired }],
    [{ login: 'maria', password: 'x' }, {}],
  ])('login %j', (form, errors) => {
    expect(loginFieldErrors(form)).toEqual(errors);
  });

  it.each<[string, Partial<SignupForm>, Record<string, string>]>([
    ['all fine', {}, {}],
    [
      'blank names',
      { firstName: ' ', lastName: '' },
      { firstName: accountTexts.fieldRequired, lastName: accountTexts.fieldRequired },
    ],
    ['username shape', { username: 'ma' }, { username: accountTexts.usernameFormat }],
    ['blank username', { username: '' }, { username: accountTexts.fieldRequired }],
    ['email shape', { email: 'maria@' }, { email: accountTexts.emailFormat }],
    ['blank email', { email: '' }, { email: accountTexts.fieldRequired }],
    [
      'short password',
      { password: 'abc', passwordConfirm: 'abc' },
      { password: accountTexts.passwordTooShort },
    ],
    ['blank password', { password: '', passwordConfirm: '' }, { password: accountTexts.fieldRequired }],
    ['mismatch', { passwordConfirm: 'outra1' }, { passwordConfirm: accountTexts.passwordsDiffer }],
  ])('signup: %s', (_name, change, errors) => {
    expect(signupFieldErrors({ ...signup, ...change })).toEqual(errors);
  });

  it.each([
    [{ email: '' }, { email: accountTexts.fieldRequired }],
    [{ email: 'nada' }, { email: accountTexts.emailFormat }],
    [{ email: ' maria@exemplo.com ' }, {}],
  ])('forgot %j', (form, errors) => {
    expect(forgotFieldErrors(form)).toEqual(errors);
  });

  it.each([
    [
      { password: 'abc', confirmation: 'abd' },
      { password: accountTexts.passwordTooShort, confirmation: accountTexts.passwordsDiffer },
    ],
    [{ password: 'segredo1', confirmation: 'segredo1' }, {}],
  ])('reset %j', (form, errors) => {
    expect(resetFieldErrors(form)).toEqual(errors);
  });

  it.each([
    [accountTexts.usernameTaken, 'username'],
    [accountTexts.usernameFormat, 'username'],
    [accountTexts.emailFormat, 'email'],
    [accountTexts.passwordTooShort, 'password'],
    [accountTexts.passwordsMismatch, 'passwordConfirm'],
    [accountTexts.passwordsDiffer, 'passwordConfirm'],
    [accountTexts.invalidInviteCode, undefined],
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
