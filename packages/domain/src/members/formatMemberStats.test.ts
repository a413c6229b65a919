import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMemberCount, formatMembersLoaded, formatPoints } from './formatMemberStats.ts';

describe('member texts', () => {
  it.each([
    [
      'spec: Screens and routes: "membro" at 1',
      1,
      '1 membro',
      'Todos os membros foram carregados • 1 membro total',
    ],
    [
      'spec: Screens and routes: "membros" otherwise',
      12,
      '12 membros',
      'Todos os membros foram carregados • 12 membros total',
    ],
    [
      'spec: Screens and routes: zero takes the plural',
      0,
      '0 membros',
      'Todos os membros foram carregados • 0 membros total',
    ],
  ])('%s', (_name, count, text, loaded) => {
    expect(formatMemberCount(count)).toBe(text);
    expect(formatMembersLoaded(count)).toBe(loaded);
  });

  it.each([
    ['spec: Screens and routes: points', 120, '120 pts'],
    ['spec: Screens and routes: zero points still show', 0, '0 pts'],
    ['spec: Screens and routes: no points, no text', undefined, undefined],
  ])('%s', (_name, points, text) => {
    expect(formatPoints(points)).toBe(text);
  });

  it('invariant: only exactly one member reads in the singular', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (count) => {
        expect(formatMemberCount(count).endsWith('membros')).toBe(count !== 1);
      }),
    );
  });
});
