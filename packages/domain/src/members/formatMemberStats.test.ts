import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMemberCount, formatMembersLoaded, formatPoints } from './formatMemberStats.ts';
import { memberTexts } from './members.texts.ts';

describe('member texts', () => {
  it.each([
    ['doc 1 §2: "membro" at 1', 1, '1 membro', 'Todos os membros foram carregados • 1 membro total'],
    [
      'doc 1 §2: "membros" otherwise',
      12,
      '12 membros',
      'Todos os membros foram carregados • 12 membros total',
    ],
    [
      'doc 1 §2: zero takes the plural',
      0,
      '0 membros',
      'Todos os membros foram carregados • 0 membros total',
    ],
  ])('%s', (_name, count, text, loaded) => {
    expect(formatMemberCount(count)).toBe(text);
    expect(formatMembersLoaded(count)).toBe(loaded);
  });

  it.each([
    ['doc 1 §2: points', 120, '120 pts'],
    ['doc 1 §2: zero points still show', 0, '0 pts'],
    ['doc 1 §2: no points, no text', undefined, undefined],
  ])('%s', (_name, points, text) => {
    expect(formatPoints(points)).toBe(text);
  });

  it('doc 1 §2: the search placeholder', () => {
    expect(memberTexts.searchPlaceholder).toBe('Buscar membros por nome de usuário...');
  });

  it('invariant: only exactly one member reads in the singular', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (count) => {
        expect(formatMemberCount(count).endsWith('membros')).toBe(count !== 1);
      }),
    );
  });
});
