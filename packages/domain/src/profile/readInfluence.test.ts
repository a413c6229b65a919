import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { influencePoints } from './influencePoints.ts';
import { readInfluence } from './readInfluence.ts';

describe('readInfluence', () => {
  it.each([
    ['no influence in the answer', undefined, undefined],
    ['null', null, undefined],
    [
      'an empty object reads as zeros',
      {},
      { upvotesReceived: 0, downvotesReceived: 0, objectivePosts: 0, answeredComments: 0 },
    ],
    [
      'every count',
      { upvotes_received: 4, downvotes_received: 1, objective_posts: 2, answered_comments: 3 },
      { upvotesReceived: 4, downvotesReceived: 1, objectivePosts: 2, answeredComments: 3 },
    ],
    [
      'missing counts read as 0',
      { upvotes_received: 2 },
      { upvotesReceived: 2, downvotesReceived: 0, objectivePosts: 0, answeredComments: 0 },
    ],
  ])('%s', (_name, wire, expected) => {
    expect(readInfluence(wire)).toEqual(expected);
  });

  it('invariant: the points of what was read are never below 0', () => {
    fc.assert(
      fc.property(
        fc.record({
          upvotes_received: fc.integer(),
          downvotes_received: fc.integer(),
          objective_posts: fc.integer(),
        }),
        (wire) => {
          const tally = readInfluence(wire);
          expect(tally && influencePoints(tally)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
