import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { canMessageMember, formatMemberSince, memberDisplayName } from './describeMember.ts';

describe('member card', () => {
  it.each([
    [
      'doc 1 §2: first and last name',
      { username: 'maria', firstName: 'Maria', lastName: 'Souza' },
      'Maria Souza',
    ],
    ['doc 1 §2: only a first name', { username: 'maria', firstName: 'Maria', lastName: undefined }, 'maria'],
    ['doc 1 §2: a blank last name', { username: 'maria', firstName: 'Maria', lastName: ' ' }, 'maria'],
    ['doc 1 §2: no names', { username: 'maria', firstName: undefined, lastName: undefined }, 'maria'],
  ])('%s', (_name, member, name) => {
    expect(memberDisplayName(member)).toBe(name);
  });

  it.each([
    ['doc 1 §2: March 2025', '2025-03-15T12:00:00Z', undefined, 'Desde março de 2025'],
    ['doc 1 §2: the zone decides the month', '2025-03-01T01:00:00Z', undefined, 'Desde fevereiro de 2025'],
    ['doc 1 §2: in UTC', '2025-03-01T01:00:00Z', 'UTC', 'Desde março de 2025'],
    ['doc 1 §2: no date', undefined, undefined, undefined],
    ['doc 1 §2: an unreadable date', 'ontem', undefined, undefined],
  ])('%s', (_name, createdAt, zone, text) => {
    expect(formatMemberSince(createdAt, zone)).toBe(text);
  });

  it.each([
    ['doc 1 §6: not for oneself', 'u1', 'u1', false],
    ['doc 1 §2: for anyone else', 'u2', 'u1', true],
    ['doc 1 §2: for anyone when signed out', 'u2', undefined, true],
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
