import {
  type CommentId,
  type Post,
  type PostId,
  readCategory,
  type UserId,
  type WirePost,
} from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { POSTS_PAGE_SIZE, type PostsPage, type VoteAnswer } from '../src/posts.ts';
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
  const post: WirePost = {
    _id: { $oid: 'post-1' },
    title: 'Reunião de moradores no sábado',
    text: 'Pessoal, a reunião da associação será no salão da Rua das Flores, 123, às 10h.',
    post_category: { name: 'Geral' },
    user: { _id: { $oid: 'user-maria' }, id: 'user-maria', username: 'maria.souza', avatar: null },
    created_at: minutesAgo(120),
    poll_options: [],
    upvotes: 8,
    downvotes: 1,
    myvote: null,
    flagged_by: [],
    comments: [],
    comment_count: 0,
    ...overrides,
  };
  // The server sends the id twice, as `_id.$oid` and as `id`.
  return { ...post, id: overrides.id ?? idOf(post) };
}

/** Id of the fixture's first comment (handy for comment handlers). */
export const fixtureCommentId = 'comment-1' as CommentId;

// Handlers of the posts resource (spec: Calls): list, single, create, edit, votes, flag, delete,
// poll responses. A story replaces only this group: `handlers: { posts: postHandlers.voteFails() }`.
// Refusals carry the server's Portuguese texts.

const base = '*/api/v1/posts';

/** The id of a wire post as a plain string. */
function idOf(post: WirePost): string {
  const id = post._id ?? post.id;
  return typeof id === 'object' && id !== null ? id.$oid : String(id ?? '');
}

function categoryOf(post: WirePost): string | undefined {
  const category = post.post_category;
  return readCategory(typeof category === 'string' ? category : category?.name);
}

/** GET posts as the server pages it: POSTS_PAGE_SIZE a page, the category filter, an empty page at the end. */
function listAndSingle(posts: readonly WirePost[]) {
  return [
    http.get(base, ({ request }) => {
      const search = new URL(request.url).searchParams;
      const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
      const wanted = search.get('post_category');
      const category = wanted ? readCategory(wanted) : undefined;
      const matching = category ? posts.filter((post) => categoryOf(post) === category) : posts;
      const start = (page - 1) * POSTS_PAGE_SIZE;
      const answer: PostsPage = {
        posts: matching.slice(start, start + POSTS_PAGE_SIZE),
        meta: { page, per_page: POSTS_PAGE_SIZE },
      };
      return HttpResponse.json(answer);
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const post = posts.find((item) => idOf(item) === params.id);
      return post ? HttpResponse.json({ posts: post }) : refuse(postMockTexts.notFound, 404);
    }),
  ];
}

/** The answer of a vote: the counts of the first post with the vote applied (the live vote_update's fields). */
function voteAnswer(id: string, direction: 'up' | 'down'): VoteAnswer {
  return {
    post_id: id,
    upvotes: direction === 'up' ? 9 : 8,
    downvotes: direction === 'down' ? 2 : 1,
    new_direction: direction,
    voter: { _id: { $oid: 'user-maria' }, id: 'user-maria', username: 'maria.souza' },
  };
}

function actions(posts: readonly WirePost[] = [makeWirePost()]) {
  const saved = (fields: Partial<WirePost>, status = 200) =>
    HttpResponse.json({ posts: makeWirePost(fields) }, { status });
  return [
    http.post(base, async ({ request }) => {
      const form = await request.formData();
      return saved(
        {
          _id: { $oid: 'post-new' },
          title: String(form.get('post[title]') ?? ''),
          text: String(form.get('post[text]') ?? ''),
          post_category: { name: String(form.get('post[post_category]') ?? 'Geral') },
          created_at: minutesAgo(0),
          upvotes: 0,
          downvotes: 0,
        },
        201,
      );
    }),
    http.put(`${base}/:id`, async ({ params, request }) => {
      const form = await request.formData();
      const post = posts.find((item) => idOf(item) === params.id) ?? makeWirePost();
      return saved({ ...post, title: String(form.get('post[title]') ?? post.title ?? '') });
    }),
    http.put(`${base}/:id/upvote`, ({ params }) => HttpResponse.json(voteAnswer(String(params.id), 'up'))),
    http.put(`${base}/:id/downvote`, ({ params }) =>
      HttpResponse.json(voteAnswer(String(params.id), 'down')),
    ),
    http.put(`${base}/:id/flag`, ({ params }) => {
      const post = posts.find((item) => idOf(item) === params.id) ?? makeWirePost();
      return HttpResponse.json({ posts: { ...post, flagged_by: ['user-maria'] } });
    }),
    http.delete(`${base}/:id`, ok),
    http.post(`${base}/:id/poll_responses/:optionId`, ({ params }) =>
      HttpResponse.json({
        post: {
          _id: { $oid: String(params.id) },
          id: String(params.id),
          poll_options: [
            {
              _id: { $oid: String(params.optionId) },
              label: 'Sábado de manhã',
              count: 13,
              is_user_response: true,
              poll_option_responses: [{ user_id: { $oid: 'user-maria' } }],
            },
          ],
        },
      }),
    ),
  ];
}

/** The server's refusals, as the handlers answer them. */
export const postMockTexts = {
  notFound: 'Postagem não encontrada.',
  onlyAuthor: 'Apenas o autor pode editar ou excluir esta postagem.',
  serverFailed: 'Erro interno do servidor.',
} as const;

/** `count` wire posts, newest first, one a minute apart, ids `post-1`, `post-2`, ... */
export function makeWirePosts(count: number, overrides: Partial<WirePost> = {}): WirePost[] {
  return Array.from({ length: count }, (_, index) =>
    makeWirePost({
      _id: { $oid: `post-${index + 1}` },
      title: `Aviso ${index + 1} da vizinhança`,
      created_at: minutesAgo(index + 1),
      ...overrides,
    }),
  );
}

/** Scenarios of the posts resource. */
export const postHandlers = {
  /** One page with the given posts (one fixture post by default); every action succeeds. */
  default: (posts: readonly WirePost[] = [makeWirePost()]) => [...listAndSingle(posts), ...actions(posts)],
  /** Every given post, paged as the server pages them (with the category filter); every action succeeds. */
  list: (posts: readonly WirePost[] = makeWirePosts(POSTS_PAGE_SIZE + 5)) => [
    ...listAndSingle(posts),
    ...actions(posts),
  ],
  /** No posts at all: the timeline's empty state. */
  empty: () => [...listAndSingle([]), ...actions([])],
  /** The list never answers: the loading state. */
  loading: () => [http.get(base, hang), http.get(`${base}/:id`, hang)],
  /** The list and the single post fail with 500: the error states. */
  fails: () => [
    http.get(base, () => refuse(postMockTexts.serverFailed)),
    http.get(`${base}/:id`, () => refuse(postMockTexts.serverFailed)),
  ],
  /** The single post is unknown or in another area: 404 (spec: Screens and routes "Post not found (404)"). */
  notFound: () => [http.get(`${base}/:id`, () => refuse(postMockTexts.notFound, 404))],
  /** The network fails on every posts call. */
  offline: () => [
    http.get(base, () => HttpResponse.error()),
    http.get(`${base}/:id`, () => HttpResponse.error()),
    http.post(base, () => HttpResponse.error()),
    http.put(`${base}/:id`, () => HttpResponse.error()),
  ],
  /** Creating and editing are refused with the server's text (shown after "Erro ao criar postagem"'s rule). */
  saveFails: (error = 'Por favor, adicione um título para sua postagem.', status = 422) => [
    http.post(base, () => refuse(error, status)),
    http.put(`${base}/:id`, () => refuse(error, status)),
  ],
  /** Votes are refused; the vote button's loading clears (spec: States and transitions). */
  // Refused (a 4xx): a 5xx would keep the vote waiting in the outbox, to be sent again.
  voteFails: () => [
    http.put(`${base}/:id/upvote`, () => refuse('Erro ao votar', 422)),
    http.put(`${base}/:id/downvote`, () => refuse('Erro ao votar', 422)),
    ...listAndSingle([makeWirePost()]),
  ],
  /** Poll answers are refused: "Erro ao votar na enquete" (spec: Error catalogue). */
  pollVoteFails: () => [
    http.post(`${base}/:id/poll_responses/:optionId`, () => refuse('Erro ao votar na enquete', 422)),
  ],
  /** Deletion is refused: "Erro ao excluir postagem" (spec: Error catalogue). */
  deleteFails: () => [http.delete(`${base}/:id`, () => refuse('Erro ao excluir postagem'))],
  /** Someone else's post: edit and delete answer 403. */
  notAuthor: () => [
    http.put(`${base}/:id`, () => refuse(postMockTexts.onlyAuthor, 403)),
    http.delete(`${base}/:id`, () => refuse(postMockTexts.onlyAuthor, 403)),
  ],
  /** Flagging is refused: "Erro ao reportar postagem" (spec: Error catalogue). */
  flagFails: () => [http.put(`${base}/:id/flag`, () => refuse('Erro ao reportar postagem'))],
};
