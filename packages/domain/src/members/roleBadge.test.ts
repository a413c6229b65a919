import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roleBadge } from './roleBadge.ts';

describe('roleBadge', () => {
  it.each([
    ['doc 1 §6: Fundador is secondary', 'Fundador', 'member', { label: 'Fundador', tone: 'secondary' }],
    ['doc 1 §6: Moderador is primary', 'Moderador', 'member', { label: 'Moderador', tone: 'primary' }],
    [
      'doc 2 §3: Moderador shows as Mod on comments',
      'Moderador',
      'comment',
      { label: 'Mod', tone: 'primary' },
    ],
    ['doc 2 §6: Admin on comments', 'Admin', 'comment', { label: 'Admin', tone: 'default' }],
    [
      'doc 1 §6: another role, default, on a member card',
      'Morador',
      'member',
      { label: 'Morador', tone: 'default' },
    ],
    ['doc 2 §6: another role shows no badge on comments', 'Morador', 'comment', undefined],
    ['doc 1 §6: no role', undefined, 'member', undefined],
    ['doc 1 §6: a blank role', ' ', 'member', undefined],
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
