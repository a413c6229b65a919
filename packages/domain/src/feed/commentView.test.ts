import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../comments/index.ts';
import type { CommentId } from '../common/index.ts';
import { commentView, commentViews } from './commentView.ts';

const now = new Date('2026-11-21T12:00:00.000Z');

function comment(id: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id: id as CommentId,
    text: 'Posso levar as mesas.',
    author: { id: undefined, username: 'joao.pereira', avatar: undefined, roleName: undefined },
    createdAt: '2026-11-21T11:45:00.000Z',
    upvotes: 0,
    downvotes: 0,
    myVote: 'none',
    replies: [],
    replyCount: 0,
    parentId: undefined,
    isDeleted: false,
    ...overrides,
  };
}

/** A chain of replies `depth` levels under comment "c0". */
function chain(depth: number): Comment {
  let reply: Comment | undefined;
  for (let level = depth; level >= 1; level -= 1) {
    reply = comment(`c${level}`, {
      parentId: `c${level - 1}` as CommentId,
      replies: reply ? [reply] : [],
      replyCount: reply ? 1 : 0,
    });
  }
  return comment('c0', { replies: reply ? [reply] : [], replyCount: reply ? 1 : 0 });
}

describe('commentView', () => {
  it('words a comment for its author: time, badge, Editar and Deletar', () => {
    const view = commentView(
      comment('a', {
        author: { id: undefined, username: 'joao.pereira', avatar: undefined, roleName: 'Moderador' },
      }),
      {
        now,
        currentUsername: 'joao.pereira',
      },
    );
    expect(view).toMatchObject({
      timeLabel: '15 minutos',
      authorRole: { label: 'Mod' },
      canEdit: true,
      indent: 0,
      replyTarget: { parentCommentId: 'a', level: 1 },
      hasMoreReplies: false,
      areRepliesFlat: false,
    });
  });

  it('has no time when the comment has no date, and no edit for a neighbour', () => {
    const view = commentView(comment('a', { createdAt: undefined }), { now, currentUsername: 'maria.souza' });
    expect(view.timeLabel).toBeUndefined();
    expect(view.canEdit).toBe(false);
  });

  it.each([
    { level: 1, indent: 1, target: 'c1', flat: false },
    { level: 2, indent: 2, target: 'c2', flat: false },
    { level: 3, indent: 3, target: 'c2', flat: true },
    { level: 4, indent: 3, target: 'c3', flat: true },
  ])(
    'a reply at level $level is indented $indent and a reply to it goes under $target',
    ({ level, indent, target, flat }) => {
      let view = commentView(chain(4), { now, currentUsername: undefined });
      for (let step = 0; step < level; step += 1) view = view.replies[0] as typeof view;
      expect(view.indent).toBe(indent);
      expect(view.replyTarget.parentCommentId).toBe(target);
      expect(view.areRepliesFlat).toBe(flat);
    },
  );

  it('shows "more replies" while replies are missing', () => {
    expect(
      commentView(comment('a', { replyCount: 6 }), { now, currentUsername: undefined }).hasMoreReplies,
    ).toBe(true);
  });
});

describe('commentViews', () => {
  it('orders comments by score, highest first', () => {
    const views = commentViews([comment('low'), comment('high', { upvotes: 3 })], {
      now,
      currentUsername: undefined,
    });
    expect(views.map((view) => view.comment.id)).toEqual(['high', 'low']);
  });

  it('never indents past level 3', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), (depth) => {
        let view = commentView(chain(depth), { now, currentUsername: undefined });
        while (view.replies[0]) {
          expect(view.indent).toBeLessThanOrEqual(3);
          view = view.replies[0];
        }
        expect(view.indent).toBe(Math.min(depth, 3));
      }),
    );
  });
});
