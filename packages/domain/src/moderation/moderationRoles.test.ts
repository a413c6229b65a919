import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moderationTexts } from './moderation.texts.ts';
import {
  canModerate,
  checkRoleChange,
  decisionBar,
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

describe('nobody judges their own case (spec 3: Roles and permissions)', () => {
  it.each<[string, string, string, ReturnType<typeof decisionBar>]>([
    ['a moderator on a member', 'Moderador', 'Membro', null],
    ['a moderator on another moderator', 'Moderador', 'Moderador', null],
    ['a moderator on an admin', 'Moderador', 'Admin', 'author_role'],
    ['a moderator on the founder', 'Moderador', 'Fundador', 'author_role'],
    ['an admin on another admin', 'Admin', 'Admin', null],
    ['an admin on the founder (no one stands above the founder)', 'Admin', 'Fundador', null],
    ['the founder on an admin', 'Fundador', 'Admin', null],
    ['a resident on a member (refused earlier, as not moderating)', 'Membro', 'Membro', null],
    ['a resident on a moderator', 'Membro', 'Moderador', 'author_role'],
  ])('%s', (_case, actorRole, authorRole, expected) => {
    expect(decisionBar({ id: 'a', role: actorRole }, { id: 'b', role: authorRole })).toBe(expected);
  });

  const roles = fc.constantFrom('Fundador', 'Admin', 'Moderador', 'Membro', undefined);

  it('nobody decides on their own content, whatever their role', () => {
    fc.assert(
      fc.property(roles, roles, (actorRole, authorRole) => {
        expect(decisionBar({ id: 'x', role: actorRole }, { id: 'x', role: authorRole })).toBe('own_content');
      }),
    );
  });

  it('any author’s content has someone else to decide it: another resident who is an Admin', () => {
    fc.assert(
      fc.property(roles, (authorRole) => {
        expect(decisionBar({ id: 'admin', role: 'Admin' }, { id: 'author', role: authorRole })).toBeNull();
      }),
    );
  });
});
