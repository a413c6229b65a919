import type { CommentId, PollOption, PollOptionId, Post, PostId, UserId, WirePost } from '@vizinhos/domain';
import { daysAhead, minutesAgo } from './clock.ts';

// Post fixtures (doc 2 §3) as domain models, plus the wire shape the handlers answer with.
// Deterministic: fixed ids and dates; vary them with overrides.

/** A poll option; override `count`, `isUserResponse`, ... */
export function makePollOption(overrides: Partial<PollOption> = {}): PollOption {
  return {
    id: 'option-1' as PollOptionId,
    label: 'Sábado de manhã',
    count: 0,
    isUserResponse: false,
    responderIds: [],
    ...overrides,
  };
}

/** The three options of the fixture poll, with `counts` votes each and the reader's choice, if any. */
export function makePollOptions(counts: readonly number[] = [12, 7, 3], chosenIndex?: number): PollOption[] {
  const labels = [
    'Sábado de manhã',
    'Domingo à tarde',
    'Quarta-feira à noite',
    'Sexta-feira à noite',
    'Segunda-feira',
  ];
  return counts.map((count, index) =>
    makePollOption({
      id: `option-${index + 1}` as PollOptionId,
      label: labels[index] ?? `Opção ${index + 1}`,
      count,
      isUserResponse: index === chosenIndex,
    }),
  );
}

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

/** A poll post in Votação (doc 2 §3: type poll with options). */
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

/** An event post in Eventos, three days ahead, with the server's calendar links (doc 2 §3). */
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

/** A post the community hid: 5 downvotes (doc 2 §4, §9). */
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

/** The wire shape of a post (doc 2 §3), for handlers and api tests. */
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
