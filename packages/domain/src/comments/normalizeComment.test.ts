import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Comment, normalizeComment, normalizeComments } from './normalizeComment.ts';
import type { WireComment } from './wireComment.ts';

describe('normalizeComment', () => {
  it.each<[string, WireComment, Partial<Comment>]>([
    [
      'spec: Entities and their fields: _id, text, user with role name, counts, myvote',
      {
        _id: { $oid: 'c1' },
        text: 'Boa ideia',
        user: { _id: 'u1', username: 'joao.lima', avatar: '/a.png', role: { name: 'Moderador' } },
        created_at: '2026-11-21T10:00:00Z',
        upvotes: 2,
        downvotes: 1,
        myvote: { direction: 'up' },
      },
      {
        id: 'c1' as never,
        text: 'Boa ideia',
        author: { id: 'u1' as never, username: 'joao.lima', avatar: '/a.png', roleName: 'Moderador' },
        createdAt: '2026-11-21T10:00:00Z',
        upvotes: 2,
        downvotes: 1,
        myVote: 'up',
        isDeleted: false,
      },
    ],
    [
      'spec: States and transitions: a comment the server marks deleted keeps its place, deleted',
      { id: 'c4', text: '[Deleted]', deleted: true },
      { isDeleted: true },
    ],
    [
      'spec: Entities and their fields: body when text is missing',
      { id: 'c2', body: 'Corpo' },
      { text: 'Corpo' },
    ],
    [
      'spec: Entities and their fields: no user, no text',
      { id: 'c3' },
      { text: '', author: { id: undefined, username: '', avatar: undefined, roleName: undefined } },
    ],
    [
      'spec: Entities and their fields: comment_total counts replies not yet loaded',
      { id: 'c4', comment_total: 7, replies: [{ _id: 'r1' }] },
      { replyCount: 7 },
    ],
    [
      'spec: Entities and their fields: loaded replies count when the total is missing',
      { id: 'c5', replies: [{ _id: 'r1' }, { _id: 'r2' }] },
      { replyCount: 2 },
    ],
    [
      'spec: Entities and their fields: the parent comment id',
      { id: 'c6', comment_id: { $oid: 'c1' } },
      { parentId: 'c1' as never },
    ],
    [
      'spec: Entities and their fields: parent_id spelling',
      { id: 'c7', parent_id: 'c1' },
      { parentId: 'c1' as never },
    ],
  ])('%s', (_name, wire, expected) => {
    expect(normalizeComment(wire)).toMatchObject(expected);
  });

  it('spec: Entities and their fields: comments without id are dropped, at every depth', () => {
    const [comment] = normalizeComments([
      { text: 'sem id' },
      { _id: 'c1', replies: [{ text: 'x' }, { _id: 'r1' }] },
    ]);
    expect(comment?.id).toBe('c1');
    expect(comment?.replies.map((reply) => reply.id)).toEqual(['r1']);
    expect(normalizeComments(undefined)).toEqual([]);
  });

  it('invariant: replyCount is never below the loaded replies', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 10 }), fc.nat(6), (total, loaded) => {
        const replies = Array.from({ length: loaded }, (_, i) => ({ _id: `r${i}` }));
        expect(
          normalizeComment({ _id: 'c', comment_total: total, replies })?.replyCount,
        ).toBeGreaterThanOrEqual(loaded);
      }),
    );
  });
});
