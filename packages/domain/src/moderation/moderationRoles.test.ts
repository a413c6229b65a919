import { describe, expect, it } from 'vitest';
import { moderationTexts } from './moderation.texts.ts';
import { canModerate, checkRoleChange, readAssignableRole } from './moderationRoles.ts';

describe('roles (spec 3: Roles and permissions)', () => {
  it.each([
    ['Fundador', true],
    ['Admin', true],
    ['Moderador', true],
    ['Membro', false],
    [undefined, false],
  ])('%s moderates: %s', (role, expected) => {
    expect(canModerate(role)).toBe(expected);
  });

  it.each([
    ['Moderador', 'Moderador'],
    ['Admin', 'Admin'],
    [null, null],
    ['Fundador', undefined],
    ['', undefined],
  ])('reads the role %s', (role, expected) => {
    expect(readAssignableRole(role)).toBe(expected);
  });

  it.each<[string, string, string, 'Moderador' | 'Admin' | null, ReturnType<typeof checkRoleChange>]>([
    ['the founder appoints a moderator', 'Fundador', 'Membro', 'Moderador', { ok: true }],
    ['an admin appoints a moderator', 'Admin', 'Membro', 'Moderador', { ok: true }],
    ['an admin removes a moderator', 'Admin', 'Moderador', null, { ok: true }],
    ['the founder appoints an admin', 'Fundador', 'Membro', 'Admin', { ok: true }],
    ['the founder removes an admin', 'Fundador', 'Admin', null, { ok: true }],
    [
      'an admin cannot appoint an admin',
      'Admin',
      'Membro',
      'Admin',
      { ok: false, status: 403, message: moderationTexts.onlyFounder },
    ],
    [
      'an admin cannot demote an admin',
      'Admin',
      'Admin',
      'Moderador',
      { ok: false, status: 403, message: moderationTexts.onlyFounder },
    ],
    [
      'a moderator cannot appoint',
      'Moderador',
      'Membro',
      'Moderador',
      { ok: false, status: 403, message: moderationTexts.onlyFounderOrAdmin },
    ],
    [
      'a resident cannot appoint',
      'Membro',
      'Membro',
      'Moderador',
      { ok: false, status: 403, message: moderationTexts.onlyModeration },
    ],
    [
      'the founder cannot remove themselves',
      'Fundador',
      'Fundador',
      null,
      { ok: false, status: 409, message: moderationTexts.founderFixed },
    ],
  ])('%s', (_name, actor, current, next, expected) => {
    expect(checkRoleChange(actor, current, next)).toEqual(expected);
  });
});
