import type { CommentId, Post, PostId, UserId, WirePost } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { daysAhead, minutesAgo } from './clock.ts';
import { makePollOptions } from './polls.ts';
import { hang, ok, refuse } from './respond.ts';

// Post fixtures (spec: Entities and their fields) as domain models, plus the wire shape the handlers answer with.
// Deterministic: fixed ids and dates; vary them with overrides.

/** A plain post by Maria Souza in Geral, 2 hours old; override anything. */
export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 'post-1' as PostId,
    title: 'Reunião de moradores no sábado',
    text: 'Pessoal, a reunião da associação será no salão da Rua das Flores, 123, às 10h. Pauta: iluminação da praça e coleta seletiva.',
    category: 'Geral',
    imageUrl: undefined,
    author: { id: 'user-maria' as UserId, username: 'maria.souza', avatar: undefined, roleName: undefined },
    createdAt: minutesAgo(120),
    kind: 'plain',
    pollOptions: [],
    eventDate: undefined,
    location: undefined,
    calendarLinks: {},
    upvotes: 8,
    downvotes: 1,
    myVote: 'none',
    flaggedBy: [],
    isFlagged: false,
    comments: [],
    commentCount: 3,
    objectivityScore: 82,
    ...overrides,
  };
}

/** A poll post in Votação (spec: Entities and their fields: type poll with options). */
export function makePollPost(overrides: Partial<Post> = {}): Post {
  return makePost({
    id: 'post-poll' as PostId,
    title: 'Qual o melhor dia para o mutirão de limpeza?',
    text: 'Vamos limpar a praça da Vila Mariana. Escolha o dia que fica melhor para você.',
    category: 'Votaçao',
    kind: 'poll',
    pollOptions: makePollOptions(),
    ...overrides,
  });
}

/** An event post in Eventos, three days ahead, with the server's calendar links (spec: Entities and their fields). */
export function makeEventPost(overrides: Partial<Post> = {}): Post {
  return makePost({
    id: 'post-event' as PostId,
    title: 'Feira de trocas na praça',
    text: 'Traga livros, brinquedos e roupas em bom estado para trocar com os vizinhos.',
    category: 'Eventos',
    kind: 'event',
    eventDate: daysAhead(3),
    calendarLinks: {
      google: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Feira',
      outlook: 'https://outlook.live.com/calendar/0/deeplink/compose?subject=Feira',
      yahoo: 'https://calendar.yahoo.com/?v=60&title=Feira',
      ics: '/api/v1/posts/post-event/calendar.ics',
    },
    ...overrides,
  });
}

/** A post the community hid: 5 downvotes (spec: States and transitions, Business constants and limits). */
export function makeHiddenPost(overrides: Partial<Post> = {}): Post {
  return makePost({
    id: 'post-hidden' as PostId,
    title: 'Vendo celular barato',
    downvotes: 5,
    upvotes: 0,
    ...overrides,
  });
}

/** A post with a long Portuguese title and text, to check wrapping. */
export function makeLongPost(overrides: Partial<Post> = {}): Post {
  return makePost({
    id: 'post-long' as PostId,
    title:
      'Atenção, moradores da Rua Doutor Baptista de Andrade e arredores: interdição parcial para manutenção da rede de água e esgoto',
    text: 'A concessionária informou que entre segunda e quarta-feira haverá interrupção no abastecimento das 8h às 17h. Recomenda-se armazenar água com antecedência, fechar os registros durante a manutenção e verificar vazamentos depois da religação. Dúvidas podem ser enviadas pelo atendimento da concessionária ou pelos representantes da associação, que acompanharão os trabalhos e atualizarão esta postagem conforme as equipes avançarem pelas quadras.',
    ...overrides,
  });
}

/** The wire shape of a post (spec: Entities and their fields), for handlers and api tests. */
export function makeWirePost(overrides: Partial<WirePost> = {}): WirePost {
  return {
    _id: { $oid: 'post-1' },
    title: 'Reunião de moradores no sábado',
    text: 'Pessoal, a reunião da associação será no salão da Rua das Flores, 123, às 10h.',
    post_category: { name: 'Geral' },
    user: { _id: { $oid: 'user-maria' }, username: 'maria.souza', avatar: null },
    created_at: minutesAgo(120),
    upvotes: 8,
    downvotes: 1,
    myvote: null,
    flagged_by: [],
    comments: [],
    comment_count: 0,
    ...overrides,
  };
}

/** Id of the fixture's first comment (handy for comment handlers). */
export const fixtureCommentId = 'comment-1' as CommentId;

// Handlers of the posts resource (spec: Calls): list, single, votes, flag, delete, poll responses.
// A story replaces only this group: `handlers: { posts: postHandlers.voteFails() }`.

const base = '*/api/v1/posts';

function listAndSingle(posts: readonly WirePost[]) {
  return [
    http.get(base, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      // spec: Calls: pages from 1, the end is an empty page.
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
  /** Votes are refused; the vote button's loading clears (spec: States and transitions). */
  voteFails: () => [
    http.put(`${base}/:id/upvote`, () => refuse('Erro ao votar')),
    http.put(`${base}/:id/downvote`, () => refuse('Erro ao votar')),
    ...listAndSingle([makeWirePost()]),
  ],
  /** Poll answers are refused: "Erro ao votar na enquete" (spec: Error catalogue). */
  pollVoteFails: () => [
    http.post(`${base}/:id/poll_responses/:optionId`, () => refuse('Erro ao votar na enquete')),
  ],
  /** Deletion is refused: "Erro ao excluir postagem" (spec: Error catalogue). */
  deleteFails: () => [http.delete(`${base}/:id`, () => refuse('Erro ao excluir postagem'))],
  /** Flagging is refused: "Erro ao reportar postagem" (spec: Error catalogue). */
  flagFails: () => [http.put(`${base}/:id/flag`, () => refuse('Erro ao reportar postagem'))],
};
