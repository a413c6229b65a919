import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CommentId } from '../common/index.ts';
import { appendCommentPage, appendReplyPage } from './appendCommentPage.ts';
import type { Comment } from './normalizeComment.ts';

function comment(id: string, replies: Comment[] = []): Comment {
  return {
    id: id as CommentId,
    text: `Comentário ${id}`,
    author: { id: undefined, username: 'ana.lima', avatar: undefined, roleName: undefined },
    createdAt: '2026-11-21T11:00:00.000Z',
    upvotes: 0,
    downvotes: 0,
    myVote: 'none',
    replies,
    replyCount: replies.length,
    parentId: undefined,
    isDeleted: false,
  };
}

const ids = (list: readonly Comment[]) => list.map((item) => item.id);

describe('appendCommentPage', () => {
  it.each([
    { name: 'a first page', before: [], page: ['a', 'b'], after: ['a', 'b'] },
    { name: 'the next page after the first', before: ['a', 'b'], page: ['c'], after: ['a', 'b', 'c'] },
    {
      name: 'a comment that arrived live is not repeated',
      before: ['a', 'z'],
      page: ['z', 'b'],
      after: ['a', 'z', 'b'],
    },
    { name: 'an empty page', before: ['a'], page: [], after: ['a'] },
  ])('$name', ({ before, page, after }) => {
    expect(
      ids(
        appendCommentPage(
          before.map((id) => comment(id)),
          page.map((id) => comment(id)),
        ),
      ),
    ).toEqual(after);
  });

  it('never holds the same comment twice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd')),
        fc.array(fc.constantFrom('a', 'b', 'e')),
        (a, b) => {
          const unique = [...new Set(a)].map((id) => comment(id));
          const result = ids(
            appendCommentPage(
              unique,
              [...new Set(b)].map((id) => comment(id)),
            ),
          );
          expect(new Set(result).size).toBe(result.length);
        },
      ),
    );
  });
});

describe('appendReplyPage', () => {
  const thread = [comment('a', [comment('a1', [comment('a11')])]), comment('b')];

  it('adds replies under a top-level parent', () => {
    const next = appendReplyPage(thread, 'b' as CommentId, [comment('b1'), comment('b2')]);
    expect(ids(next[1]?.replies ?? [])).toEqual(['b1', 'b2']);
    expect(next[0]).toBe(thread[0]);
  });

  it('adds replies under a parent three levels deep, once', () => {
    const next = appendReplyPage(thread, 'a11' as CommentId, [comment('x')]);
    const again = appendReplyPage(next, 'a11' as CommentId, [comment('x'), comment('y')]);
    expect(ids(again[0]?.replies[0]?.replies[0]?.replies ?? [])).toEqual(['x', 'y']);
  });

  it('returns the same array when the parent is not loaded', () => {
    expect(appendReplyPage(thread, 'missing' as CommentId, [comment('x')])).toBe(thread);
  });
});
