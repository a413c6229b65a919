import { readSearchPage, type SearchHit, type WireSearchHit, type WireSearchPage } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { minutesAgo } from './clock.ts';
import { hang, refuse } from './respond.ts';

// Search fixtures (GET search?type=all|post|comment|event|service), as wire shapes and domain hits.

/** A hit on the wire; override `kind`, `title`, `text`, ... */
export function makeWireSearchHit(overrides: Partial<WireSearchHit> = {}): WireSearchHit {
  return {
    kind: 'post',
    id: 'post-cachorro',
    post_id: 'post-cachorro',
    title: 'Cachorro perdido na Rua das Flores',
    text: 'Um cachorro caramelo fugiu ontem à noite perto da padaria. Quem vir, me avise!',
    category: 'Achados e Perdidos',
    author: { id: 'user-joao', username: 'joao' },
    created_at: minutesAgo(90),
    event_date: null,
    ...overrides,
  };
}

/** The fixture hits of "cachorros": a post, an event, a comment and a service, best first. */
export function makeWireSearchHits(): WireSearchHit[] {
  return [
    makeWireSearchHit(),
    makeWireSearchHit({
      kind: 'event',
      id: 'post-feira',
      post_id: 'post-feira',
      title: 'Feira de adoção de cachorros',
      text: 'Sábado, na praça, com vacinação gratuita.',
      category: 'Eventos',
      author: { id: 'user-ana', username: 'ana' },
      created_at: minutesAgo(60 * 26),
      event_date: minutesAgo(-60 * 24 * 5),
    }),
    makeWireSearchHit({
      kind: 'comment',
      id: 'comment-1',
      post_id: 'post-latidos',
      title: 'Barulho à noite',
      text: 'Os cachorros do 12 latem até de madrugada.',
      category: 'Geral',
      author: { id: 'user-maria', username: 'maria' },
      created_at: minutesAgo(60 * 50),
    }),
    makeWireSearchHit({
      kind: 'service',
      id: 'service-pet',
      post_id: null,
      title: 'Banho e tosa para cachorro',
      text: 'Rua Domingos de Morais, 300 · Seg a sáb, 9h às 18h',
      category: null,
      author: { id: 'user-ana', username: 'ana' },
      created_at: minutesAgo(60 * 24 * 9),
    }),
  ];
}

/** The fixture hits as the views read them. */
export function makeSearchHits(wire: readonly WireSearchHit[] = makeWireSearchHits()): SearchHit[] {
  return readSearchPage({ results: wire }).hits;
}

/** A page of hits on the wire. */
export function makeWireSearchPage(
  results: readonly WireSearchHit[] = makeWireSearchHits(),
  { page = 1, perPage = 20, total = results.length } = {},
): WireSearchPage {
  return { results: [...results], meta: { total_count: total, page, per_page: perPage } };
}

// Handlers of the content search. `type=user` (or none) is the members search, which messaging's
// handlers answer: these let it through.
const searchPath = '*/api/v1/search';

function contentSearch(answer: (page: number) => Response | Promise<Response>) {
  return http.get(searchPath, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const type = params.get('type') ?? 'user';
    if (type === 'user') return undefined;
    return answer(Math.max(1, Number(params.get('page') ?? '1') || 1));
  });
}

/** The refusals the handlers answer with, as the server words them. */
export const searchMockTexts = {
  failed: 'Erro ao buscar',
} as const;

/** Scenarios of the search resource. */
export const searchHandlers = {
  /** The four fixture hits, one page. */
  default: (results: readonly WireSearchHit[] = makeWireSearchHits()) => [
    contentSearch(() => HttpResponse.json(makeWireSearchPage(results))),
  ],
  /** 45 hits in pages of 20. */
  paged: () => [
    contentSearch((page) => {
      const all = Array.from({ length: 45 }, (_, index) =>
        makeWireSearchHit({
          id: `post-${index + 1}`,
          post_id: `post-${index + 1}`,
          title: `Cachorro ${index + 1}`,
        }),
      );
      return HttpResponse.json(
        makeWireSearchPage(all.slice((page - 1) * 20, page * 20), { page, total: 45 }),
      );
    }),
  ],
  /** Nothing found. */
  empty: () => [contentSearch(() => HttpResponse.json(makeWireSearchPage([])))],
  /** The search never answers. */
  loading: () => [contentSearch(() => hang())],
  /** The server refuses. */
  fails: () => [contentSearch(() => refuse(searchMockTexts.failed))],
};
