import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AREA_SEARCH_DEBOUNCE_MS,
  type SignupForm,
  shouldSearchAreas,
  validateAreaChoice,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignup,
} from './validateAccountForms.ts';

const signup: SignupForm = {
  firstName: 'Maria',
  lastName: 'Souza',
  username: 'maria',
  email: 'maria@example.com',
  password: 'segredo1',
  passwordConfirm: 'segredo1',
};

describe('account forms', () => {
  it.each([
    [
      'spec: Validation rules: no login',
      { login: ' ', password: 'x' },
      'Por favor, digite seu usuário ou email',
    ],
    ['spec: Validation rules: no password', { login: 'maria', password: '' }, 'Por favor, digite sua senha'],
    ['spec: Validation rules: both given', { login: 'maria', password: 'x' }, undefined],
  ])('validateLogin: %s', (_name, form, message) => {
    const check = validateLogin(form);
    expect(check.ok ? undefined : check.message).toBe(message);
  });

  it.each<[string, Partial<SignupForm>, string | undefined]>([
    ['spec: Validation rules: passwords differ', { passwordConfirm: 'outra' }, 'As senhas não coincidem'],
    [
      'spec: Validation rules: a required field is blank',
      { lastName: '  ' },
      'Por favor, preencha todos os campos obrigatórios',
    ],
    [
      'spec: Validation rules: no password at all',
      { password: '', passwordConfirm: '' },
      'Por favor, preencha todos os campos obrigatórios',
    ],
    ['spec: Validation rules: complete', {}, undefined],
  ])('validateSignup: %s', (_name, overrides, message) => {
    const check = validateSignup({ ...signup, ...overrides });
    expect(check.ok ? undefined : check.message).toBe(message);
  });

  it.each([
    ['spec: Validation rules: no area chosen', undefined, false],
    ['spec: Validation rules: an area chosen', 'a1', true],
  ])('validateAreaChoice: %s', (_name, areaId, ok) => {
    expect(validateAreaChoice(areaId)).toEqual(
      ok ? { ok } : { ok, message: 'Por favor, selecione uma área' },
    );
  });

  it.each([
    ['spec: Validation rules: one character', 'S', false],
    ['spec: Validation rules: two characters', 'Sã', true],
  ])('shouldSearchAreas: %s', (_name, query, runs) => {
    expect(shouldSearchAreas(query)).toBe(runs);
    expect(AREA_SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it.each([
    ['spec: Validation rules: email required', '', 'Por favor, digite seu email'],
    ['spec: Validation rules: email given', 'a@b.c', undefined],
  ])('validateForgotPassword: %s', (_name, email, message) => {
    const check = validateForgotPassword({ email });
    expect(check.ok ? undefined : check.message).toBe(message);
  });

  it.each([
    ['spec: Validation rules: mismatch', 'abcdef', 'abcdeg', 'As senhas não coincidem'],
    ['spec: Validation rules: too short', 'abcde', 'abcde', 'A senha deve ter pelo menos 6 caracteres.'],
    ['spec: Validation rules: 6 characters', 'abcdef', 'abcdef', undefined],
  ])('validateResetPassword: %s', (_name, password, confirmation, message) => {
    const check = validateResetPassword({ password, confirmation });
    expect(check.ok ? undefined : check.message).toBe(message);
  });

  it('invariant: a reset passes exactly when both match and have 6 or more characters', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, confirmation) => {
        expect(validateResetPassword({ password, confirmation }).ok).toBe(
          password === confirmation && password.length >= 6,
        );
      }),
    );
  });
});
