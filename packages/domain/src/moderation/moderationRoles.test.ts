import { describe, expect, it } from 'vitest';
import { moderationTexts } from './moderation.texts.ts';
import {
  canModerate,
  checkRoleChange,
  memberModerationOptions,
  readAssignableRole,
} from './moderationRoles.ts';

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

describe('what a reader may do from a member profile (spec 3: Profile)', () => {
  it.each<[string, string | undefined, string | undefined, ReturnType<typeof memberModerationOptions>]>([
    [
      'the founder on a member',
      'Fundador',
      'Membro',
      { roleActions: ['appointModerator', 'appointAdmin'], canMute: true },
    ],
    [
      'the founder on a moderator',
      'Fundador',
      'Moderador',
      { roleActions: ['removeModerator', 'appointAdmin'], canMute: false },
    ],
    ['the founder on an admin', 'Fundador', 'Admin', { roleActions: ['removeAdmin'], canMute: false }],
    ['an admin on a member', 'Admin', undefined, { roleActions: ['appointModerator'], canMute: true }],
    ['an admin on a moderator', 'Admin', 'Moderador', { roleActions: ['removeModerator'], canMute: false }],
    ['an admin on another admin', 'Admin', 'Admin', { roleActions: [], canMute: false }],
    ['a moderator on a member', 'Moderador', 'Membro', { roleActions: [], canMute: true }],
    ['anyone on the founder', 'Admin', 'Fundador', { roleActions: [], canMute: false }],
    ['a resident on a member', 'Membro', 'Membro', { roleActions: [], canMute: false }],
    ['a visitor without a role', undefined, 'Membro', { roleActions: [], canMute: false }],
  ])('%s', (_case, reader, member, expected) => {
    expect(memberModerationOptions(reader, member)).toEqual(expected);
  });
});
