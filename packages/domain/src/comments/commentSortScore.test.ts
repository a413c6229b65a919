import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commentRecency, commentSortScore } from './commentSortScore.ts';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('commentSortScore', () => {
  it.each<[string, number, number, string | undefined, number]>([
    ['spec: Business constants and limits: brand new, no votes: recency 1', 0, 0, hoursAgo(0), 1],
    ['spec: Business constants and limits: 10 hours old: recency 1/(1+1) = 0.5', 0, 0, hoursAgo(10), 0.5],
    ['spec: Business constants and limits: net +3 at 10 hours: 2×3 + 0.5', 4, 1, hoursAgo(10), 6.5],
    ['spec: Business constants and limits: net 0 counts recency only', 2, 2, hoursAgo(10), 0.5],
    ['spec: Business constants and limits: net negative counts recency only', 0, 4, hoursAgo(30), 0.25],
    ['an unknown age has no recency', 1, 0, undefined, 2],
    ['an unparsable age has no recency', 0, 0, 'ontem', 0],
    ['a time in the future counts as brand new', 0, 0, hoursAgo(-5), 1],
  ])('%s', (_name, upvotes, downvotes, createdAt, expected) => {
    expect(commentSortScore({ upvotes, downvotes, createdAt }, now)).toBeCloseTo(expected, 10);
  });

  it('invariant: the recency factor lies in 0..1 and falls with age', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        (a, b) => {
          const [young, old] = a <= b ? [a, b] : [b, a];
          const r1 = commentRecency(hoursAgo(young), now);
          const r2 = commentRecency(hoursAgo(old), now);
          expect(r1).toBeLessThanOrEqual(1);
          expect(r2).toBeGreaterThan(0);
          expect(r2).toBeLessThanOrEqual(r1 + 1e-12);
        },
      ),
    );
  });
});
