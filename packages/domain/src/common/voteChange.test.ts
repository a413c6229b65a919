import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VoteDirection } from './readVoteDirection.ts';
import { nextVoteDirection, voteDelta } from './voteChange.ts';

describe('nextVoteDirection and voteDelta', () => {
  it.each([
    ['none', 'up', 'up', 1, 0],
    ['none', 'down', 'down', 0, 1],
    ['up', 'up', 'none', -1, 0],
    ['down', 'down', 'none', 0, -1],
    ['up', 'down', 'down', -1, 1],
    ['down', 'up', 'up', 1, -1],
  ] as const)('%s, pressing %s → %s (up %d, down %d)', (from, pressed, to, up, down) => {
    expect(nextVoteDirection(from, pressed)).toBe(to);
    expect(voteDelta(from, to)).toEqual({ upvotes: up, downvotes: down });
  });

  it('the counters equal the number of residents voting each way, whatever the presses', () => {
    const voters = fc.array(
      fc.tuple(fc.integer({ min: 0, max: 4 }), fc.constantFrom('up' as const, 'down' as const)),
    );
    fc.assert(
      fc.property(voters, (presses) => {
        const votes = new Map<number, VoteDirection>();
        let upvotes = 0;
        let downvotes = 0;
        for (const [voter, pressed] of presses) {
          const from = votes.get(voter) ?? 'none';
          const to = nextVoteDirection(from, pressed);
          const delta = voteDelta(from, to);
          upvotes += delta.upvotes;
          downvotes += delta.downvotes;
          votes.set(voter, to);
        }
        const all = [...votes.values()];
        expect(upvotes).toBe(all.filter((vote) => vote === 'up').length);
        expect(downvotes).toBe(all.filter((vote) => vote === 'down').length);
      }),
    );
  });
});
