import type { Comment, CommentId, UserId, WireComment } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { minutesAgo } from './clock.ts';
import { hang, ok, refuse } from './respond.ts';

/** A top-level comment by João Pereira, 15 minutes old; override anything. */
export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 'comment-1' as CommentId,
    text: 'Ótima iniciativa! Posso levar as mesas dobráveis do condomínio.',
    author: { id: 'user-joao' as UserId, username: 'joao.pereira', avatar: undefined, roleName: undefined },
    createdAt: minutesAgo(15),
    upvotes: 3,
    downvotes: 0,
    myVote: 'none',
    replies: [],
    replyCount: 0,
    parentId: undefined,
    isDeleted: false,
    ...overrides,
  };
}

/** A thread nested `depth` levels deep under one comment (replies of replies). */
export function makeCommentThread(depth: number, overrides: Partial<Comment> = {}): Comment {
  const authors = ['ana.lima', 'carlos.mendes', 'beatriz.rocha', 'diego.alves', 'elisa.castro'];
  let reply: Comment | undefined;
  for (let level = depth; level >= 1; level -= 1) {
    reply = makeComment({
      id: `comment-${level + 1}` as CommentId,
      parentId: `comment-${level}` as CommentId,
      text: `Resposta no nível ${level}: combinado, eu ajudo também.`,
      author: {
        id: `user-${level}` as UserId,
        username: authors[level % authors.length]!,
        avatar: undefined,
        roleName: undefined,
      },
      createdAt: minutesAgo(15 - level),
      replies: reply ? [reply] : [],
      replyCount: reply ? 1 : 0,
    });
  }
  return makeComment({ replies: reply ? [reply] : [], replyCount: reply ? 1 : 0, ...overrides });
}

/** The wire shape of a comment (spec: Entities and their fields), for handlers and api tests. */
export function makeWireComment(overrides: Partial<WireComment> = {}): WireComment {
  return {
    _id: { $oid: 'comment-1' },
    text: 'Ótima iniciativa! Posso levar as mesas dobráveis do condomínio.',
    user: { _id: { $oid: 'user-joao' }, username: 'joao.pereira', avatar: null, role: null },
    created_at: minutesAgo(15),
    upvotes: 3,
    downvotes: 0,
    myvote: null,
    replies: [],
    comment_total: 0,
    ...overrides,
  };
}

// Handlers of the comments resource (spec: Calls): pages of 5, create, edit, delete, votes.

const base = '*/api/v1/posts/:postId/comments';

function crud(comments: readonly WireComment[]) {
  return [
    http.get(base, () => HttpResponse.json({ comments })),
    http.post(base, () =>
      HttpResponse.json({ comment: makeWireComment({ _id: { $oid: 'comment-new' } }), post: {} }),
    ),
    http.put(`${base}/:commentId`, async ({ request, params }) => {
      const body = (await request.json()) as { comment?: { text?: string } };
      return HttpResponse.json({
        comment: makeWireComment({ _id: { $oid: String(params.commentId) }, text: body.comment?.text ?? '' }),
      });
    }),
    http.delete(`${base}/:commentId`, ok),
    http.put(`${base}/:commentId/upvote`, ok),
    http.put(`${base}/:commentId/downvote`, ok),
    http.delete('*/api/v1/posts/:postId/vote', ok),
  ];
}

/** Scenarios of the comments resource. */
export const commentHandlers = {
  /** One page with the given comments; every action succeeds. */
  default: (comments: readonly WireComment[] = [makeWireComment()]) => crud(comments),
  /** No comments yet. */
  empty: () => crud([]),
  /** The page never answers. */
  loading: () => [http.get(base, hang)],
  /** Creating fails: "Erro ao criar comentário" (spec: Error catalogue). */
  createFails: () => [
    http.post(base, () => refuse('Erro ao criar comentário')),
    ...crud([makeWireComment()]),
  ],
  /** Editing fails: "Erro ao atualizar comentário" (spec: Error catalogue). */
  updateFails: () => [
    http.put(`${base}/:commentId`, () => refuse('Erro ao atualizar comentário')),
    ...crud([makeWireComment()]),
  ],
  /** Votes fail: only logged, the button is enabled again (spec: States and transitions). */
  voteFails: () => [
    http.put(`${base}/:commentId/upvote`, () => refuse('vote failed')),
    http.put(`${base}/:commentId/downvote`, () => refuse('vote failed')),
  ],
};
