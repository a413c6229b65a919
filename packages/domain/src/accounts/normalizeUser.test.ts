import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeWireUser } from '../testing.ts';
import { normalizeUser, readUserEnvelope, readUserSearchAnswer, readUsersPage } from './normalizeUser.ts';

describe('normalizeUser', () => {
  it('doc 1 §3: every field of GET /users/me, ids unwrapped', () => {
    expect(normalizeUser(makeWireUser())).toEqual({
      id: '64b000000000000000000001',
      username: 'maria.souza',
      firstName: 'Maria',
      lastName: 'Souza',
      email: 'maria@example.com',
      avatar: undefined,
      summary: 'Moradora da Rua das Flores.',
      roleName: 'Fundador',
      areaId: '64a000000000000000000001',
      area: {
        id: '64a000000000000000000001',
        name: 'Vila Mariana',
        fullName: 'Vila Mariana, São Paulo - SP',
        city: 'São Paulo',
        state: 'SP',
        latitude: -23.5891,
        longitude: -46.6347,
        userCount: undefined,
        createdAt: undefined,
      },
      createdAt: '2025-03-15T12:00:00.000Z',
      points: 120,
      stompKey: 'sk-maria',
      postCount: undefined,
      commentCount: undefined,
      averageObjectivity: undefined,
      inviteCount: undefined,
    });
  });

  it.each([
    ['doc 1 §3: id instead of _id', { _id: undefined, id: 9 }, { id: '9' }],
    [
      'doc 1 §3: image_url when there is no avatar',
      { avatar: '', image_url: '/a.png' },
      { avatar: '/a.png' },
    ],
    ['doc 1 §3: area id from the nested area', { area_id: null }, { areaId: '64a000000000000000000001' }],
    ['doc 1 §3: no area at all', { area_id: null, area: null }, { areaId: undefined, area: undefined }],
    [
      'doc 2 §3: profile counters',
      { post_count: 3, comment_count: 4, average_objectivity: 81, invite_count: 2 },
      { postCount: 3, commentCount: 4, averageObjectivity: 81, inviteCount: 2 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(normalizeUser(makeWireUser(overrides))).toMatchObject(expected);
  });

  it.each([
    ['doc 1 §5: no id', makeWireUser({ _id: undefined })],
    ['doc 1 §5: no username', makeWireUser({ username: ' ' })],
    ['doc 1 §5: null', null],
  ])('%s is no user', (_name, wire) => {
    expect(normalizeUser(wire)).toBeUndefined();
  });
});

describe('readUserEnvelope', () => {
  it.each([
    ['doc 1 §3: under users', { users: makeWireUser() }, 'maria.souza'],
    ['doc 1 §3: under user', { user: makeWireUser({ username: 'joao' }) }, 'joao'],
    ['doc 1 §3: users as a one-item list', { users: [makeWireUser({ username: 'ana' })] }, 'ana'],
    ['doc 1 §3: users null, user present', { users: null, user: makeWireUser() }, 'maria.souza'],
    ['doc 1 §5: no user data', { error: 'x' }, undefined],
    ['doc 1 §5: an empty list', { users: [] }, undefined],
    ['doc 1 §5: not an object', 'ok', undefined],
  ])('%s', (_name, body, username) => {
    expect(readUserEnvelope(body)?.username).toBe(username);
  });

  it('invariant: whatever the body, reading it never throws', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expect(() => readUserEnvelope(body)).not.toThrow();
      }),
    );
  });
});

describe('readUsersPage and readUserSearchAnswer', () => {
  it.each([
    [
      'doc 1 §7: users and meta.total_count',
      { users: [makeWireUser(), { username: 'sem id' }], meta: { total_count: 42 } },
      1,
      42,
    ],
    ['doc 1 §7: no meta counts the users', { users: [makeWireUser()] }, 1, 1],
    ['doc 1 §8: not an object', [], 0, 0],
  ])('readUsersPage: %s', (_name, body, count, total) => {
    const page = readUsersPage(body);
    expect(page.users).toHaveLength(count);
    expect(page.totalCount).toBe(total);
  });

  it.each([
    ['doc 1 §7: under results', { results: [makeWireUser()] }, 1],
    ['doc 1 §7: under users', { users: [makeWireUser(), makeWireUser({ _id: 'u2' })] }, 2],
    ['doc 1 §8: neither', {}, 0],
    ['doc 1 §8: not an object', 'x', 0],
  ])('readUserSearchAnswer: %s', (_name, body, count) => {
    expect(readUserSearchAnswer(body)).toHaveLength(count);
  });
});
