import type { WirePost } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { makeWirePost } from '../posts.ts';
import { hang, ok, refuse } from './respond.ts';

// Handlers of the posts resource (doc 2 §7): list, single, votes, flag, delete, poll responses.
// A story replaces only this group: `handlers: { posts: postHandlers.voteFails() }`.

const base = '*/api/v1/posts';

function listAndSingle(posts: readonly WirePost[]) {
  return [
    http.get(base, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      // doc 2 §7: pages from 1, the end is an empty page.
      return HttpResponse.json({ posts: page === 1 ? posts : [] });
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const post = posts.find(
        (item) =>
          item._id && typeof item._id === 'object' && '$oid' in item._id && item._id.$oid === params.id,
      );
      return post ? HttpResponse.json({ posts: post }) : refuse('Post not found', 404);
    }),
  ];
}

function actions() {
  return [
    http.put(`${base}/:id/upvote`, ok),
    http.put(`${base}/:id/downvote`, ok),
    http.put(`${base}/:id/flag`, ok),
    http.delete(`${base}/:id`, ok),
    http.post(`${base}/:id/poll_responses/:optionId`, ({ params }) =>
      HttpResponse.json({
        post: {
          poll_options: [
            {
              _id: { $oid: String(params.optionId) },
              label: 'Sábado de manhã',
              count: 13,
              is_user_response: true,
            },
          ],
        },
      }),
    ),
  ];
}

/** Scenarios of the posts resource. */
export const postHandlers = {
  /** One page with the given posts (one fixture post by default); every action succeeds. */
  default: (posts: readonly WirePost[] = [makeWirePost()]) => [...listAndSingle(posts), ...actions()],
  /** No posts at all: the timeline's empty state. */
  empty: () => [...listAndSingle([]), ...actions()],
  /** The list never answers: the loading state. */
  loading: () => [http.get(base, hang), http.get(`${base}/:id`, hang)],
  /** Votes are refused; the vote button's loading clears (doc 2 §4). */
  voteFails: () => [
    http.put(`${base}/:id/upvote`, () => refuse('Erro ao votar')),
    http.put(`${base}/:id/downvote`, () => refuse('Erro ao votar')),
    ...listAndSingle([makeWirePost()]),
  ],
  /** Poll answers are refused: "Erro ao votar na enquete" (doc 2 §8). */
  pollVoteFails: () => [
    http.post(`${base}/:id/poll_responses/:optionId`, () => refuse('Erro ao votar na enquete')),
  ],
  /** Deletion is refused: "Erro ao excluir postagem" (doc 2 §8). */
  deleteFails: () => [http.delete(`${base}/:id`, () => refuse('Erro ao excluir postagem'))],
  /** Flagging is refused: "Erro ao reportar postagem" (doc 2 §8). */
  flagFails: () => [http.put(`${base}/:id/flag`, () => refuse('Erro ao reportar postagem'))],
};
