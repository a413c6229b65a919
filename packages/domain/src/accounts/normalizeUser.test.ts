import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeWireUser } from '../testing.ts';
import { normalizeUser, readUserEnvelope, readUserSearchAnswer, readUsersPage } from './normalizeUser.ts';

describe('normalizeUser', () => {
  it('spec: Entities and their fields: every field of GET /users/me, ids unwrapped', () => {
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
    ['spec: Entities and their fields: id instead of _id', { _id: undefined, id: 9 }, { id: '9' }],
    [
      'spec: Entities and their fields: image_url when there is no avatar',
      { avatar: '', image_url: '/a.png' },
      { avatar: '/a.png' },
    ],
    [
      'spec: Entities and their fields: area id from the nested area',
      { area_id: null },
      { areaId: '64a000000000000000000001' },
    ],
    [
      'spec: Entities and their fields: no area at all',
      { area_id: null, area: null },
      { areaId: undefined, area: undefined },
    ],
    [
      'spec: Entities and their fields: profile counters',
      { post_count: 3, comment_count: 4, average_objectivity: 81, invite_count: 2 },
      { postCount: 3, commentCount: 4, averageObjectivity: 81, inviteCount: 2 },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(normalizeUser(makeWireUser(overrides))).toMatchObject(expected);
  });

  it.each([
    ['spec: Validation rules: no id', makeWireUser({ _id: undefined })],
    ['spec: Validation rules: no username', makeWireUser({ username: ' ' })],
    ['spec: Validation rules: null', null],
  ])('%s is no user', (_name, wire) => {
    expect(normalizeUser(wire)).toBeUndefined();
  });
});

describe('readUserEnvelope', () => {
  it.each([
    ['spec: Entities and their fields: under users', { users: makeWireUser() }, 'maria.souza'],
    ['spec: Entities and their fields: under user', { user: makeWireUser({ username: 'joao' }) }, 'joao'],
    [
      'spec: Entities and their fields: users as a one-item list',
      { users: [makeWireUser({ username: 'ana' })] },
      'ana',
    ],
    [
      'spec: Entities and their fields: users null, user present',
      { users: null, user: makeWireUser() },
      'maria.souza',
    ],
    ['spec: Validation rules: no user data', { error: 'x' }, undefined],
    ['spec: Validation rules: an empty list', { users: [] }, undefined],
    ['spec: Validation rules: not an object', 'ok', undefined],
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
      'spec: Calls: users and meta.total_count',
      { users: [makeWireUser(), { username: 'sem id' }], meta: { total_count: 42 } },
      1,
      42,
    ],
    ['spec: Calls: no meta counts the users', { users: [makeWireUser()] }, 1, 1],
    ['spec: Error catalogue: not an object', [], 0, 0],
  ])('readUsersPage: %s', (_name, body, count, total) => {
    const page = readUsersPage(body);
    expect(page.users).toHaveLength(count);
    expect(page.totalCount).toBe(total);
  });

  it.each([
    ['spec: Calls: under results', { results: [makeWireUser()] }, 1],
    ['spec: Calls: under users', { users: [makeWireUser(), makeWireUser({ _id: 'u2' })] }, 2],
    ['spec: Error catalogue: neither', {}, 0],
    ['spec: Error catalogue: not an object', 'x', 0],
  ])('readUserSearchAnswer: %s', (_name, body, count) => {
    expect(readUserSearchAnswer(body)).toHaveLength(count);
  });
});
