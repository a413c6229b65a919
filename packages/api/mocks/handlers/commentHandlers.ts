import type { WireComment } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { makeWireComment } from '../comments.ts';
import { hang, ok, refuse } from './respond.ts';

// Handlers of the comments resource (doc 2 §7): pages of 5, create, edit, delete, votes.

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
  /** Creating fails: "Erro ao criar comentário" (doc 2 §8). */
  createFails: () => [
    http.post(base, () => refuse('Erro ao criar comentário')),
    ...crud([makeWireComment()]),
  ],
  /** Editing fails: "Erro ao atualizar comentário" (doc 2 §8). */
  updateFails: () => [
    http.put(`${base}/:commentId`, () => refuse('Erro ao atualizar comentário')),
    ...crud([makeWireComment()]),
  ],
  /** Votes fail: only logged, the button is enabled again (doc 2 §4). */
  voteFails: () => [
    http.put(`${base}/:commentId/upvote`, () => refuse('vote failed')),
    http.put(`${base}/:commentId/downvote`, () => refuse('vote failed')),
  ],
};
