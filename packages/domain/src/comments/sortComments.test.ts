import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortComments } from './sortComments.ts';

const now = new Date('2026-11-21T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const c = (id: string, upvotes: number, downvotes: number, hours: number) => ({
  id,
  upvotes,
  downvotes,
  createdAt: hoursAgo(hours),
});

describe('sortComments', () => {
  it.each<[string, ReturnType<typeof c>[], string[]]>([
    [
      'spec: Business constants and limits: a voted comment outranks a newer one',
      [c('new', 0, 0, 0), c('liked', 2, 0, 48)],
      ['liked', 'new'],
    ],
    [
      'spec: Business constants and limits: without positive votes, newer first',
      [c('old', 0, 3, 20), c('new', 0, 0, 1)],
      ['new', 'old'],
    ],
    [
      'spec: Business constants and limits: more net votes first',
      [c('one', 1, 0, 5), c('three', 3, 0, 5)],
      ['three', 'one'],
    ],
    ['equal scores: the higher net vote first', [c('minus', 0, 2, 5), c('zero', 1, 1, 5)], ['zero', 'minus']],
    ['equal scores and nets keep the given order', [c('a', 0, 0, 5), c('b', 0, 0, 5)], ['a', 'b']],
  ])('%s', (_name, comments, expected) => {
    expect(sortComments(comments, now).map((comment) => comment.id)).toEqual(expected);
  });

  it('invariant: at equal age a higher net vote never sorts lower', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(20), fc.nat(20)), { minLength: 2, maxLength: 8 }),
        fc.nat(500),
        (votes, hours) => {
          const sorted = sortComments(
            votes.map(([up, down], i) => c(String(i), up, down, hours)),
            now,
          );
          for (let i = 1; i < sorted.length; i++) {
            const net = (x: ReturnType<typeof c>) => x.upvotes - x.downvotes;
            expect(net(sorted[i - 1]!)).toBeGreaterThanOrEqual(net(sorted[i]!));
          }
        },
      ),
    );
  });

  it('invariant: sorting keeps every comment once', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(9), fc.nat(9), fc.nat(100)), { maxLength: 10 }), (rows) => {
        const comments = rows.map(([up, down, h], i) => c(String(i), up, down, h));
        expect(
          sortComments(comments, now)
            .map((x) => x.id)
            .sort(),
        ).toEqual(comments.map((x) => x.id).sort());
      }),
    );
  });
});
