import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountsDomainTexts } from '../accounts/index.ts';
import { checkPasswordChange, type PasswordChangeForm } from './checkPasswordChange.ts';
import { PROFILE_TEXTS } from './profile.texts.ts';

describe('checkPasswordChange', () => {
  it.each<[string, PasswordChangeForm, string | undefined]>([
    [
      'a good change passes',
      { current: 'antiga1', password: 'nova-senha', confirmation: 'nova-senha' },
      undefined,
    ],
    [
      'the current password is required',
      { current: '', password: 'nova-senha', confirmation: 'nova-senha' },
      PROFILE_TEXTS.currentPasswordRequired,
    ],
    [
      'spec: Validation rules: the passwords must match',
      { current: 'a', password: 'nova-senha', confirmation: 'nova-senhA' },
      accountsDomainTexts.passwordsMismatch,
    ],
    [
      'spec: Validation rules: at least 6 characters',
      { current: 'a', password: '12345', confirmation: '12345' },
      accountsDomainTexts.passwordTooShort,
    ],
    ['6 characters are enough', { current: 'a', password: '123456', confirmation: '123456' }, undefined],
    [
      'at most 200 characters',
      { current: 'a', password: 'x'.repeat(201), confirmation: 'x'.repeat(201) },
      PROFILE_TEXTS.newPasswordTooLong,
    ],
  ])('%s', (_name, form, message) => {
    expect(checkPasswordChange(form)).toEqual(message === undefined ? { ok: true } : { ok: false, message });
  });

  it('invariant: a new password different from its confirmation never passes', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (current, password, confirmation) => {
        fc.pre(password !== confirmation);
        expect(checkPasswordChange({ current, password, confirmation }).ok).toBe(false);
      }),
    );
  });
});
