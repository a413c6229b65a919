import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { canMessageMember, formatMemberSince, memberDisplayName } from './describeMember.ts';

describe('member card', () => {
  it.each([
    [
      'spec: Screens and routes: first and last name',
      { username: 'maria', firstName: 'Maria', lastName: 'Souza' },
      'Maria Souza',
    ],
    [
      'spec: Screens and routes: only a first name',
      { username: 'maria', firstName: 'Maria', lastName: undefined },
      'maria',
    ],
    [
      'spec: Screens and routes: a blank last name',
      { username: 'maria', firstName: 'Maria', lastName: ' ' },
      'maria',
    ],
    [
      'spec: Screens and routes: no names',
      { username: 'maria', firstName: undefined, lastName: undefined },
      'maria',
    ],
  ])('%s', (_name, member, name) => {
    expect(memberDisplayName(member)).toBe(name);
  });

  it.each([
    ['spec: Screens and routes: March 2025', '2025-03-15T12:00:00Z', undefined, 'Desde março de 2025'],
    [
      'spec: Screens and routes: the zone decides the month',
      '2025-03-01T01:00:00Z',
      undefined,
      'Desde fevereiro de 2025',
    ],
    ['spec: Screens and routes: in UTC', '2025-03-01T01:00:00Z', 'UTC', 'Desde março de 2025'],
    ['spec: Screens and routes: no date', undefined, undefined, undefined],
    ['spec: Screens and routes: an unreadable date', 'ontem', undefined, undefined],
  ])('%s', (_name, createdAt, zone, text) => {
    expect(formatMemberSince(createdAt, zone)).toBe(text);
  });

  it.each([
    ['spec: Roles and permissions: not for oneself', 'u1', 'u1', false],
    ['spec: Screens and routes: for anyone else', 'u2', 'u1', true],
    ['spec: Screens and routes: for anyone when signed out', 'u2', undefined, true],
  ])('%s', (_name, member, me, can) => {
    expect(canMessageMember(member as UserId, me as UserId | undefined)).toBe(can);
  });

  it('invariant: the display name is never empty when the username is not', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.option(fc.string()),
        fc.option(fc.string()),
        (username, first, last) => {
          expect(
            memberDisplayName({ username, firstName: first ?? undefined, lastName: last ?? undefined }),
          ).not.toBe('');
        },
      ),
    );
  });
});
