import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECK_OK, failCheck } from '../common/index.ts';
import { accountsDomainTexts } from './accounts.texts.ts';
import { ACCOUNT_FIELD_LIMITS, checkEmail, checkUsername } from './checkAccountFields.ts';

const badUsername = failCheck(accountsDomainTexts.usernameFormat);
const badEmail = failCheck(accountsDomainTexts.emailFormat);

describe('checkUsername / checkEmail (spec: Validation rules "Other field rules: not shown": the server decides)', () => {
  it.each([
    ['spec: Validation rules: a plain username', 'maria', CHECK_OK],
    ['spec: Validation rules: dots, underscores and digits', 'maria.souza_2', CHECK_OK],
    ['spec: Validation rules: too short', 'ab', badUsername],
    ['spec: Validation rules: too long', 'a'.repeat(31), badUsername],
    ['spec: Validation rules: no spaces', 'maria souza', badUsername],
    ['spec: Validation rules: no accents', 'joão', badUsername],
    ['spec: Validation rules: no @', 'maria@x', badUsername],
  ])('username: %s (%j)', (_name, username, check) => {
    expect(checkUsername(username)).toEqual(check);
  });

  it.each([
    ['spec: Validation rules: an address with a dotted domain', 'maria@exemplo.com.br', CHECK_OK],
    ['spec: Validation rules: a short address', 'm@x.io', CHECK_OK],
    ['spec: Validation rules: no @', 'sem-arroba', badEmail],
    ['spec: Validation rules: no spaces', 'a b@x.com', badEmail],
    ['spec: Validation rules: the domain needs a dot', 'maria@localhost', badEmail],
    ['spec: Validation rules: at most 254 characters', `${'a'.repeat(60)}@${'b'.repeat(190)}.com`, badEmail],
  ])('email: %s (%j)', (_name, email, check) => {
    expect(checkEmail(email)).toEqual(check);
  });

  it('invariant: a username passes exactly when it is 3 to 30 ASCII letters, digits, dots or underscores', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_. @ã-]{0,40}$/), (username) => {
        const fits =
          username.length >= ACCOUNT_FIELD_LIMITS.usernameMin &&
          username.length <= ACCOUNT_FIELD_LIMITS.usernameMax &&
          /^[A-Za-z0-9_.]*$/.test(username);
        return checkUsername(username).ok === fits;
      }),
    );
  });

  it('invariant: no accepted e-mail holds whitespace or exceeds 254 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (email) => {
        return !checkEmail(email).ok || (!/\s/.test(email) && email.length <= ACCOUNT_FIELD_LIMITS.email);
      }),
    );
  });
});
