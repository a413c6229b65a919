import { describe, expect, it } from 'vitest';
import { serverTexts } from '../http/serverTexts.ts';
import { checkEmail, checkUsername } from './checkAccountFields.ts';

describe('checkUsername / checkEmail (server rules where doc 1 §5 says "not shown")', () => {
  it.each([
    ['maria', null],
    ['maria.souza_2', null],
    ['ab', serverTexts.usernameFormat],
    ['a'.repeat(31), serverTexts.usernameFormat],
    ['maria souza', serverTexts.usernameFormat],
    ['joão', serverTexts.usernameFormat],
    ['maria@x', serverTexts.usernameFormat],
  ])('username %j → %j', (username, problem) => {
    expect(checkUsername(username)).toBe(problem);
  });

  it.each([
    ['maria@exemplo.com.br', null],
    ['m@x.io', null],
    ['sem-arroba', serverTexts.emailFormat],
    ['a b@x.com', serverTexts.emailFormat],
    ['maria@localhost', serverTexts.emailFormat],
    [`${'a'.repeat(250)}@x.com`, serverTexts.emailFormat],
  ])('email %j → %j', (email, problem) => {
    expect(checkEmail(email)).toBe(problem);
  });
});
