import { describe, expect, expectTypeOf, it } from 'vitest';
import { normalizeComment } from './normalizeComment.ts';
import type { WireComment, WireCommentDelete, WireCommentUpdate } from './wireComment.ts';

// A comment as spec: Entities and their fields describes it: _id, text, user (username, avatar, role with name),
// created_at, votes, myvote.direction, replies, comment_total, parent comment id.
const specComment = {
  _id: { $oid: 'c1' },
  text: 'Concordo',
  user: { username: 'joao.lima', avatar: '/a.png', role: { name: 'Moderador' } },
  created_at: '2026-11-21T10:00:00Z',
  upvotes: 2,
  downvotes: 0,
  myvote: { direction: 'up' },
  replies: [{ _id: 'r1', text: 'Eu também', comment_id: 'c1' }],
  comment_total: 4,
  comment_id: null,
} satisfies WireComment;

describe('WireComment (spec: Entities and their fields)', () => {
  it('spec: Entities and their fields: a comment with every field normalises', () => {
    expect(normalizeComment(specComment)).toMatchObject({
      id: 'c1',
      author: { roleName: 'Moderador' },
      myVote: 'up',
      replyCount: 4,
      parentId: undefined,
    });
  });

  it('spec: States and transitions: comment_update and comment_delete carry the comment and its post', () => {
    expectTypeOf<{
      comment: { _id: 'c1'; text: 'x' };
      post: { _id: 'p1'; comment_total: 3 };
    }>().toExtend<WireCommentUpdate>();
    expectTypeOf<{ comment_id: { $oid: 'c1' }; post_id: 'p1' }>().toExtend<WireCommentDelete>();
  });
});
