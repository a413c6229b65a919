import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommentDelete } from './applyCommentDelete.ts';
import { applyCommentUpdate } from './applyCommentUpdate.ts';
import { normalizePosts, type Post } from './normalizePost.ts';

const posts = normalizePosts([
  {
    _id: 'p1',
    comment_total: 3,
    comments: [
      {
        _id: 'c1',
        text: 'Primeiro',
        myvote: { direction: 'up' },
        replies: [{ _id: 'r1', text: 'Resposta', comment_id: 'c1' }],
      },
      { _id: 'c2', text: 'Segundo' },
    ],
  },
  { _id: 'p2' },
]);
const first = (list: Post[]) => list[0]!;

describe('applyCommentUpdate', () => {
  it('spec: States and transitions: an edited comment is replaced in place, keeping my vote and its replies', () => {
    const next = applyCommentUpdate(posts, {
      comment: { _id: 'c1', text: 'Editado', myvote: null },
      post: { _id: 'p1' },
    });
    expect(first(next).comments[0]).toMatchObject({ text: 'Editado', myVote: 'up' });
    expect(first(next).comments[0]?.replies.map((r) => r.id)).toEqual(['r1']);
    expect(first(next).commentCount).toBe(3);
  });

  it('spec: States and transitions: an edited nested reply is replaced', () => {
    const next = applyCommentUpdate(posts, {
      comment: { _id: 'r1', text: 'Resposta editada', post_id: 'p1' },
    });
    expect(first(next).comments[0]?.replies[0]?.text).toBe('Resposta editada');
  });

  it('spec: States and transitions: a new comment goes to the front and the count grows', () => {
    const next = applyCommentUpdate(posts, { comment: { _id: 'c3', text: 'Novo' }, post_id: 'p1' });
    expect(first(next).comments.map((c) => c.id)).toEqual(['c3', 'c1', 'c2']);
    expect(first(next).commentCount).toBe(4);
  });

  it('spec: States and transitions: a new reply joins its parent', () => {
    const next = applyCommentUpdate(posts, {
      comment: { _id: 'r2', text: 'Outra', comment_id: 'r1' },
      post_id: 'p1',
    });
    expect(first(next).comments[0]?.replies[0]?.replies.map((r) => r.id)).toEqual(['r2']);
    expect(first(next).comments[0]?.replies[0]?.replyCount).toBe(1);
  });

  it('spec: States and transitions: a reply whose parent is not loaded goes to the front', () => {
    const next = applyCommentUpdate(posts, { comment: { _id: 'r3', comment_id: 'c9' }, post_id: 'p1' });
    expect(first(next).comments[0]?.id).toBe('r3');
  });

  it("spec: States and transitions: the server's total wins when the message carries it", () => {
    const next = applyCommentUpdate(posts, {
      comment: { _id: 'c3' },
      post: { _id: 'p1', comment_total_full: 10 },
    });
    expect(first(next).commentCount).toBe(10);
  });

  it.each<[string, Parameters<typeof applyCommentUpdate>[1]]>([
    ['no comment', { post_id: 'p1' }],
    ['a comment without id', { comment: { text: 'x' }, post_id: 'p1' }],
    ['no post id', { comment: { _id: 'c9' } }],
    ['a post not shown', { comment: { _id: 'c9' }, post_id: 'p9' }],
  ])('nothing changes for %s', (_name, message) => {
    expect(applyCommentUpdate(posts, message)).toBe(posts);
  });

  it('invariant: the same new comment delivered twice appears once', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 4 }), (id, times) => {
        let list = posts;
        for (let i = 0; i < times; i++)
          list = applyCommentUpdate(list, { comment: { _id: `n-${id}` }, post_id: 'p1' });
        expect(first(list).comments.filter((c) => c.id === `n-${id}`)).toHaveLength(1);
        expect(first(list).commentCount).toBe(4);
      }),
    );
  });
});

describe('applyCommentDelete', () => {
  it('spec: States and transitions: a deleted comment reads [Deleted] and keeps its replies', () => {
    const next = applyCommentDelete(posts, { comment_id: 'c1', post_id: 'p1' });
    expect(first(next).comments[0]).toMatchObject({ text: '[Deleted]', isDeleted: true });
    expect(first(next).comments[0]?.replies).toHaveLength(1);
  });

  it('spec: States and transitions: a nested reply can be deleted, found without the post id', () => {
    const next = applyCommentDelete(posts, { comment: { _id: 'r1' } });
    expect(first(next).comments[0]?.replies[0]?.text).toBe('[Deleted]');
  });

  it.each<[string, Parameters<typeof applyCommentDelete>[1]]>([
    ['no comment id', { post_id: 'p1' }],
    ['an unknown comment', { comment: 'c9' }],
    ['a comment of another post', { comment_id: 'c1', post: { _id: 'p2' } }],
  ])('nothing changes for %s', (_name, message) => {
    expect(applyCommentDelete(posts, message)).toBe(posts);
  });

  it('invariant: deleting twice is the same as deleting once', () => {
    fc.assert(
      fc.property(fc.constantFrom('c1', 'c2', 'r1'), (id) => {
        const once = applyCommentDelete(posts, { comment_id: id });
        expect(applyCommentDelete(once, { comment_id: id })).toBe(once);
      }),
    );
  });
});
