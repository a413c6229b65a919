import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserId } from '../common/index.ts';
import { applyVoteUpdate } from './applyVoteUpdate.ts';
import { normalizePosts, type Post } from './normalizePost.ts';
import type { WireVoteUpdate } from './wireTimelineEvents.ts';

const me = 'u1' as UserId;
const posts = normalizePosts([
  {
    _id: 'p1',
    upvotes: 1,
    downvotes: 0,
    myvote: { direction: 'up' },
    comments: [{ _id: 'c1', upvotes: 0, replies: [{ _id: 'r1', upvotes: 1 }] }],
  },
  { _id: 'p2', upvotes: 4, downvotes: 2 },
]);
const pick = (list: Post[], id: string) => list.find((post) => post.id === id)!;

describe('applyVoteUpdate', () => {
  it.each<[string, WireVoteUpdate, string, Partial<Post>]>([
    [
      'spec: States and transitions: new counts on the post',
      { post: 'p2', upvotes: 5, downvotes: 2, new_direction: 'up', voter: 'u9' },
      'p2',
      { upvotes: 5, downvotes: 2, myVote: 'none' },
    ],
    [
      'spec: States and transitions: my own vote updates myVote',
      { post: { _id: 'p2' }, upvotes: 4, downvotes: 3, new_direction: 'down', voter: { _id: 'u1' } },
      'p2',
      { downvotes: 3, myVote: 'down' },
    ],
    [
      'spec: States and transitions: my removal sets none',
      { post_id: 'p1', upvotes: 0, downvotes: 0, new_direction: 'none', voter: 'u1' },
      'p1',
      { upvotes: 0, myVote: 'none' },
    ],
    [
      'spec: States and transitions: another voter keeps my vote',
      { post: 'p1', upvotes: 2, downvotes: 0, new_direction: 'down', voter: 'u9' },
      'p1',
      { upvotes: 2, myVote: 'up' },
    ],
  ])('%s', (_name, update, id, expected) => {
    expect(pick(applyVoteUpdate(posts, update, me), id)).toMatchObject(expected);
  });

  it('spec: States and transitions: a comment vote updates the comment, even a nested reply', () => {
    const next = applyVoteUpdate(
      posts,
      { comment: { _id: 'r1' }, post: 'p1', upvotes: 3, downvotes: 1, new_direction: 'up', voter: 'u1' },
      me,
    );
    const reply = pick(next, 'p1').comments[0]?.replies[0];
    expect(reply).toMatchObject({ upvotes: 3, downvotes: 1, myVote: 'up' });
    expect(pick(next, 'p1').upvotes).toBe(1);
  });

  it('spec: States and transitions: a comment vote from someone else keeps my comment vote', () => {
    const next = applyVoteUpdate(
      posts,
      { comment_id: 'c1', upvotes: 2, downvotes: 0, new_direction: 'down', voter: 'u9' },
      me,
    );
    expect(pick(next, 'p1').comments[0]).toMatchObject({ upvotes: 2, myVote: 'none' });
  });

  it.each<[string, WireVoteUpdate]>([
    ['an unknown post', { post: 'p9', upvotes: 1 }],
    ['an unknown comment', { comment: 'c9', upvotes: 1 }],
    ['a comment of another post', { comment: 'c1', post: 'p2', upvotes: 1 }],
    ['no id at all', { upvotes: 1 }],
  ])('nothing changes for %s: the same list comes back', (_name, update) => {
    expect(applyVoteUpdate(posts, update, me)).toBe(posts);
  });

  it('invariant: a vote update changes only the post it names', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('p1', 'p2'),
        fc.nat(50),
        fc.nat(50),
        fc.constantFrom('up', 'down', 'none'),
        (id, up, down, dir) => {
          const next = applyVoteUpdate(
            posts,
            { post: id, upvotes: up, downvotes: down, new_direction: dir, voter: 'u1' },
            me,
          );
          for (const post of next) {
            if (post.id === id) expect(post).toMatchObject({ upvotes: up, downvotes: down, myVote: dir });
            else expect(post).toBe(pick(posts, post.id));
          }
        },
      ),
    );
  });
});
