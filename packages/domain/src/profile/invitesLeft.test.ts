import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invitesLeft } from './invitesLeft.ts';
import { RECENT_ACTIVITY_LIMIT, recentActivity } from './recentActivity.ts';

describe('invitesLeft', () => {
  it.each<[string, number, number]>([
    ['spec: Business constants and limits: none used: 10 left', 0, 10],
    ['spec: Business constants and limits: 3 used: 7 left', 3, 7],
    ['spec: Business constants and limits: 10 used: 0 left', 10, 0],
    ['spec: Business constants and limits: never below 0', 14, 0],
    ['a negative count counts as none used', -2, 10],
    ['a broken count counts as none used', Number.NaN, 10],
  ])('%s', (_name, used, expected) => {
    expect(invitesLeft(used)).toBe(expected);
  });

  it('invariant: invites left stay within 0..10', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (used) => {
        const left = invitesLeft(used);
        expect(left >= 0 && left <= 10).toBe(true);
      }),
    );
  });
});

describe('recentActivity', () => {
  it.each<[string, number, number]>([
    ['spec: Business constants and limits: 25 items show 10', 25, 10],
    ['spec: Business constants and limits: 3 items show 3', 3, 3],
  ])('%s', (_name, count, expected) => {
    expect(recentActivity(Array.from({ length: count }, (_, i) => i))).toHaveLength(expected);
  });

  it('no activity list is an empty list', () => {
    expect(recentActivity(undefined)).toEqual([]);
  });

  it('invariant: the first items, in order, never more than 10', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), (items) => {
        const shown = recentActivity(items);
        expect(shown.length).toBeLessThanOrEqual(RECENT_ACTIVITY_LIMIT);
        expect(shown).toEqual(items.slice(0, shown.length));
      }),
    );
  });
});
