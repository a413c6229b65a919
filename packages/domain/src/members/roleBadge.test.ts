import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roleBadge } from './roleBadge.ts';

describe('roleBadge', () => {
  it.each([
    [
      'spec: Roles and permissions: Fundador is secondary',
      'Fundador',
      'member',
      { label: 'Fundador', tone: 'secondary' },
    ],
    [
      'spec: Roles and permissions: Moderador is primary',
      'Moderador',
      'member',
      { label: 'Moderador', tone: 'primary' },
    ],
    [
      'spec: Entities and their fields: Moderador shows as Mod on comments',
      'Moderador',
      'comment',
      { label: 'Mod', tone: 'primary' },
    ],
    [
      'spec: Roles and permissions: Admin on comments',
      'Admin',
      'comment',
      { label: 'Admin', tone: 'default' },
    ],
    [
      'spec: Roles and permissions: another role, default, on a member card',
      'Morador',
      'member',
      { label: 'Morador', tone: 'default' },
    ],
    ['spec: Roles and permissions: another role shows no badge on comments', 'Morador', 'comment', undefined],
    ['spec: Roles and permissions: no role', undefined, 'member', undefined],
    ['spec: Roles and permissions: a blank role', ' ', 'member', undefined],
  ] as const)('%s', (_name, role, where, badge) => {
    expect(roleBadge(role, where)).toEqual(badge);
  });

  it('invariant: a member card shows a badge for every non-blank role', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (role) => {
          expect(roleBadge(role, 'member')).toBeDefined();
        },
      ),
    );
  });
});
