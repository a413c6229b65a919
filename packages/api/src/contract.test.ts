import { describe, expect, it } from 'vitest';
import { apiPaths, userOf, userPath } from './contract.ts';

const maria = { _id: { $oid: 'a1' }, id: 'a1', username: 'maria' };

describe('userOf (doc 1 §3: the user sits under users or user)', () => {
  it.each([
    ['under users', { users: maria }, maria],
    ['under user', { user: maria }, maria],
    ['users wins when both', { users: maria, user: { username: 'outro' } }, maria],
    ['a list is not one user', { users: [maria] }, undefined],
    ['no username', { users: { id: 'a1' } }, undefined],
    ['not an object', 'maria', undefined],
    ['null', null, undefined],
  ])('%s', (_name, body, expected) => {
    expect(userOf(body)).toEqual(expected);
  });
});

describe('paths (doc 1 §7)', () => {
  it('live under /api/v1 and escape ids', () => {
    expect(apiPaths.signIn).toBe('/api/v1/users/sign_in');
    expect(apiPaths.loginJson).toBe('/api/v1/users/login.json');
    expect(userPath('a/b')).toBe('/api/v1/users/a%2Fb');
  });
});
