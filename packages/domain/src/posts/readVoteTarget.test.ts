import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readVoteTarget } from './readVoteTarget.ts';

describe('readVoteTarget', () => {
  it.each([
    [
      'a post vote by nested post and voter',
      { post: { _id: 'p1' }, voter: { _id: 'u1' } },
      { postId: 'p1', voterId: 'u1' },
    ],
    [
      'a post vote by post_id and a plain voter id',
      { post_id: 'p2', voter: 'u2' },
      { postId: 'p2', voterId: 'u2' },
    ],
    ['an $oid voter', { post_id: 'p3', voter: { $oid: 'u3' } }, { postId: 'p3', voterId: 'u3' }],
    ['a comment vote names no post', { post_id: 'p4', comment_id: 'c1', voter: 'u4' }, { voterId: 'u4' }],
    ['nothing readable', {}, {}],
  ])('%s', (_name, update, expected) => {
    expect(readVoteTarget(update)).toEqual(expected);
  });

  it('never names a post for a comment vote', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (post, comment) => {
        expect(readVoteTarget({ post_id: post, comment: { _id: comment } }).postId).toBeUndefined();
      }),
    );
  });
});
