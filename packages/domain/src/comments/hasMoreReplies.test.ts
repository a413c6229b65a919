import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasMoreReplies } from './hasMoreReplies.ts';

describe('hasMoreReplies', () => {
  it.each<[string, number, number, boolean]>([
    ['spec: Entities and their fields: comment_total above the loaded replies', 7, 1, true],
    ['spec: Entities and their fields: every reply loaded', 3, 3, false],
    ['spec: Entities and their fields: no replies at all', 0, 0, false],
    ['spec: Entities and their fields: more loaded than counted (a stale total) is not "more"', 1, 2, false],
  ])('%s', (_name, replyCount, loaded, expected) => {
    expect(hasMoreReplies({ replyCount, replies: Array.from({ length: loaded }) })).toBe(expected);
  });

  it('invariant: once as many replies as the total are loaded, none are missing', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.nat(50), (total, extra) => {
        return !hasMoreReplies({ replyCount: total, replies: Array.from({ length: total + extra }) });
      }),
    );
  });
});
