import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InfluenceTally, influencePoints } from './influencePoints.ts';

const tally = (overrides: Partial<InfluenceTally> = {}): InfluenceTally => ({
  upvotesReceived: 0,
  downvotesReceived: 0,
  objectivePosts: 0,
  answeredComments: 0,
  ...overrides,
});

describe('influencePoints', () => {
  it.each<[string, Partial<InfluenceTally>, number]>([
    ['a newcomer has 0', {}, 0],
    ['+1 per upvote received', { upvotesReceived: 5 }, 5],
    ['-1 per downvote received', { upvotesReceived: 5, downvotesReceived: 2 }, 3],
    ['+2 per objective post', { objectivePosts: 3 }, 6],
    ['+1 per comment that got a reply', { answeredComments: 4 }, 4],
    [
      'every part adds up',
      { upvotesReceived: 10, downvotesReceived: 1, objectivePosts: 2, answeredComments: 3 },
      16,
    ],
    ['never below 0', { downvotesReceived: 9, upvotesReceived: 1 }, 0],
    [
      'broken counts count as none',
      { upvotesReceived: Number.NaN, objectivePosts: -3, answeredComments: 2.7 },
      2,
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(influencePoints(tally(overrides))).toBe(expected);
  });

  const counts = fc.record({
    upvotesReceived: fc.nat(10_000),
    downvotesReceived: fc.nat(10_000),
    objectivePosts: fc.nat(10_000),
    answeredComments: fc.nat(10_000),
  });

  it('invariant: points are a whole number never below 0', () => {
    fc.assert(
      fc.property(counts, (counts) => {
        const points = influencePoints(counts);
        expect(Number.isInteger(points) && points >= 0).toBe(true);
      }),
    );
  });

  it('invariant: one more upvote never lowers the points, one more downvote never raises them', () => {
    fc.assert(
      fc.property(counts, (counts) => {
        const points = influencePoints(counts);
        expect(
          influencePoints({ ...counts, upvotesReceived: counts.upvotesReceived + 1 }),
        ).toBeGreaterThanOrEqual(points);
        expect(
          influencePoints({ ...counts, downvotesReceived: counts.downvotesReceived + 1 }),
        ).toBeLessThanOrEqual(points);
      }),
    );
  });
});
