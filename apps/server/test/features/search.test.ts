// GET search?q=&type=all|post|comment|event|service: the area's content by its words, in Portuguese
// (accents, plurals, verb forms), never another area's, a blocked resident's, hidden or removed.
import { apiPaths } from '@vizinhos/api';
import { searchDomainTexts } from '@vizinhos/domain';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, comments, postFlags, posts, services } from '../../src/db/schema.ts';
import { RANKED_HITS } from '../../src/features/search/repository.ts';
import { must, signedInClient } from '../support/apiClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;
let maria: TestMember;
let joao: TestMember;
let bloqueado: TestMember;
let stranger: TestMember;

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 12, minutes));

function post(
  id: string,
  author: TestMember,
  title: string,
  text = '',
  extra: Partial<typeof posts.$inferInsert> = {},
) {
  return {
    id,
    areaId: author.areaId,
    authorId: author.id,
    title,
    text,
    category: 'Geral',
    createdAt: at(0),
    ...extra,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  bloqueado = await server.createMember({ username: 'bloqueado' });
  stranger = await server.createMember({ username: 'forasteiro', areaName: 'Copacabana' });
  await server.db.insert(posts).values([
    post('p-seguranca', joao, 'Segurança na praça', 'Precisamos de mais iluminação', {
      category: 'Segurança',
      createdAt: at(1),
    }),
    post('p-cachorro', joao, 'Cachorro perdido', 'Um cachorro caramelo fugiu ontem', { createdAt: at(2) }),
    post('p-consertando', maria, 'Portão', 'Estou consertando o portão da garagem', { createdAt: at(3) }),
    post('p-evento', joao, 'Feira de cachorros para adoção', 'Sábado na praça', {
      type: 'event',
      category: 'Eventos',
      eventDate: at(600),
      createdAt: at(4),
    }),
    post('p-fora', stranger, 'Cachorro de outra área', 'Cachorro em Copacabana', { createdAt: at(5) }),
    post('p-bloqueado', bloqueado, 'Cachorro do bloqueado', 'Cachorro bravo', { createdAt: at(6) }),
    post('p-oculto', joao, 'Cachorro escondido', 'Postagem denunciada', { createdAt: at(7) }),
    post('p-injecao', joao, "Teste <b>cachorro</b> ' OR 1=1 --", ':*&|!()', { createdAt: at(8) }),
    ...Array.from({ length: 25 }, (_, index) =>
      post(`p-gato-${String(index).padStart(2, '0')}`, maria, `Gato número ${index}`, 'gatos no telhado', {
        createdAt: at(100 + index),
      }),
    ),
  ]);
  await server.db.insert(comments).values([
    {
      id: 'c-1',
      postId: 'p-consertando',
      authorId: joao.id,
      text: 'Conheço encanadores bons na rua',
      createdAt: at(10),
    },
    {
      id: 'c-apagado',
      postId: 'p-consertando',
      authorId: joao.id,
      text: 'Encanador apagado',
      deletedAt: at(12),
      createdAt: at(11),
    },
    {
      id: 'c-bloqueado',
      postId: 'p-consertando',
      authorId: bloqueado.id,
      text: 'Encanador do bloqueado',
      createdAt: at(13),
    },
    {
      id: 'c-oculto',
      postId: 'p-oculto',
      authorId: maria.id,
      text: 'Encanador na postagem oculta',
      createdAt: at(14),
    },
  ]);
  await server.db.insert(services).values([
    {
      id: 's-1',
      areaId: joao.areaId,
      authorId: joao.id,
      name: 'Encanador Silva',
      kind: 'reparos',
      phone: '1199999',
      address: 'Rua das Flores, 10',
      createdAt: at(15),
    },
    {
      id: 's-fora',
      areaId: stranger.areaId,
      authorId: stranger.id,
      name: 'Encanador de Copacabana',
      kind: 'reparos',
      phone: '2199999',
      createdAt: at(16),
    },
  ]);
  await server.db.insert(postFlags).values({ postId: 'p-oculto', userId: maria.id, hides: true });
  await server.db.insert(blocks).values({ blockerId: maria.id, blockedId: bloqueado.id });
  cookie = await server.login('maria');
});
afterAll(() => server.close());

const search = (params: Record<string, string>) =>
  server.app.inject({
    method: 'GET',
    url: `${apiPaths.search}?${new URLSearchParams(params)}`,
    headers: { cookie },
  });
const ids = async (params: Record<string, string>) =>
  (await search(params)).json().results.map((hit: { id: string }) => hit.id) as string[];

describe('GET search?type=all: Portuguese-aware', () => {
  it('ignores accents: "seguranca" finds "Segurança"', async () => {
    expect(await ids({ q: 'seguranca', type: 'all' })).toEqual(['p-seguranca']);
    expect(await ids({ q: 'ILUMINACAO', type: 'post' })).toEqual(['p-seguranca']);
  });

  it('meets plurals and verb forms: "cachorros" finds "cachorro", "encanador" finds "encanadores"', async () => {
    expect(await ids({ q: 'cachorros', type: 'post' })).toEqual(['p-cachorro', 'p-injecao']);
    expect(await ids({ q: 'encanador', type: 'comment' })).toEqual(['c-1']);
    expect(await ids({ q: 'consertar', type: 'all' })).toEqual(['p-consertando']);
  });

  it('answers each kind with its post, category, author and dates', async () => {
    const hits = (await search({ q: 'encanador', type: 'all' })).json().results;
    expect(hits).toEqual([
      expect.objectContaining({
        kind: 'service',
        id: 's-1',
        post_id: null,
        title: 'Encanador Silva',
        text: 'Rua das Flores, 10',
      }),
      expect.objectContaining({
        kind: 'comment',
        id: 'c-1',
        post_id: 'p-consertando',
        title: 'Portão',
        category: 'Geral',
        author: { id: joao.id, username: 'joao' },
      }),
    ]);
    const [event] = (await search({ q: 'feira', type: 'event' })).json().results;
    expect(event).toMatchObject({ kind: 'event', id: 'p-evento', event_date: at(600).toISOString() });
    expect(await ids({ q: 'feira', type: 'post' })).toEqual([]);
  });

  it('ranks the title above the text, the most recent first among equals', async () => {
    // p-cachorro says it in its title and twice in its text; p-injecao and p-evento once in their
    // titles, an equal rank: the more recent (p-injecao) first.
    expect(await ids({ q: 'cachorro', type: 'all' })).toEqual(['p-cachorro', 'p-injecao', 'p-evento']);
    const gatos = await ids({ q: 'gato', type: 'post', per_page: '3' });
    expect(gatos).toEqual(['p-gato-24', 'p-gato-23', 'p-gato-22']);
  });

  it('filters by category', async () => {
    expect(await ids({ q: 'praça', type: 'all', category: 'Seguranca' })).toEqual(['p-seguranca']);
    expect(await ids({ q: 'encanador', type: 'all', category: 'Geral' })).toEqual(['c-1']);
  });
});

describe('GET search: never what the reader may not see', () => {
  it("never finds another area's post or service", async () => {
    expect(await ids({ q: 'copacabana', type: 'all' })).toEqual([]);
  });

  it("never finds a blocked resident's post or comment", async () => {
    const found = await ids({ q: 'cachorro encanador bloqueado bravo', type: 'all' });
    expect(found).toEqual([]);
    expect(await ids({ q: 'bravo', type: 'all' })).toEqual([]);
    expect(await ids({ q: 'encanador', type: 'comment' })).not.toContain('c-bloqueado');
  });

  it('never finds hidden or removed content', async () => {
    expect(await ids({ q: 'escondido', type: 'all' })).toEqual([]);
    expect(await ids({ q: 'oculta', type: 'all' })).toEqual([]);
    expect(await ids({ q: 'apagado', type: 'all' })).toEqual([]);
  });
});

describe("the client's searchContent", () => {
  it('asks for a kind, a category and a page, and reads the hits', async () => {
    const api = await signedInClient(server, 'maria');
    const page = must(await api.searchContent({ q: ' Segurança ', kind: 'post', category: 'Segurança' }));
    expect(page.results.map((hit) => hit.id)).toEqual(['p-seguranca']);
    expect(page.meta).toEqual({ total_count: 1, page: 1, per_page: 20 });
    const refused = await api.searchContent({ q: '!!' });
    expect(refused).toEqual({ ok: false, status: 400, error: searchDomainTexts.noWords });
  });
});

describe('GET search: pages', () => {
  it('pages by per_page with the total, a page past the end empty', async () => {
    const first = (await search({ q: 'gatos', type: 'post', per_page: '10' })).json();
    expect(first.meta).toEqual({ total_count: 25, page: 1, per_page: 10 });
    const third = (await search({ q: 'gatos', type: 'post', per_page: '10', page: '3' })).json();
    expect(third.results).toHaveLength(5);
    const seen = new Set<string>();
    for (const page of ['1', '2', '3'])
      for (const id of await ids({ q: 'gatos', type: 'post', per_page: '10', page })) seen.add(id);
    expect(seen.size).toBe(25);
    const beyond = (await search({ q: 'gatos', type: 'post', per_page: '10', page: '4' })).json();
    expect(beyond).toEqual({ results: [], meta: { total_count: 25, page: 4, per_page: 10 } });
    expect((await search({ q: 'gatos', type: 'post' })).json().results).toHaveLength(20);
  });
});

describe('GET search: only the newest hits are ranked', () => {
  it('ranks the newest RANKED_HITS of a kind; older ones follow newest first; pages cover every hit once', async () => {
    // The oldest 30 say it in their title (they would rank first), the newest in their text only.
    const older = Array.from({ length: 30 }, (_, n) =>
      post(`p-lanterna-old-${n}`, joao, 'Lanterna emprestada', '', { createdAt: at(100 + n) }),
    );
    const newer = Array.from({ length: RANKED_HITS }, (_, n) =>
      post(`p-lanterna-new-${n}`, joao, 'Aviso', 'Alguém viu uma lanterna?', { createdAt: at(200 + n) }),
    );
    await server.db.insert(posts).values([...older, ...newer]);
    const seen: string[] = [];
    for (let page = 1; ; page++) {
      const answer = (
        await search({ q: 'lanterna', type: 'post', per_page: '50', page: String(page) })
      ).json();
      expect(answer.meta.total_count).toBe(230);
      if (answer.results.length === 0) break;
      seen.push(...answer.results.map((hit: { id: string }) => hit.id));
    }
    expect(new Set(seen).size).toBe(230);
    expect(seen.slice(0, RANKED_HITS).every((id) => id.startsWith('p-lanterna-new-'))).toBe(true);
    // Past the ranked ones, newest first.
    expect(seen.slice(RANKED_HITS)).toEqual(older.map((row) => row.id).reverse());
    await server.db.delete(posts).where(like(posts.id, 'p-lanterna-%'));
  });
});

describe('GET search: bad input is a 400 in Portuguese, never a 500', () => {
  it.each([
    [{ q: '', type: 'all' }, searchDomainTexts.empty],
    [{ q: '   ', type: 'post' }, searchDomainTexts.empty],
    [{ type: 'all' }, searchDomainTexts.empty],
    [{ q: 'a'.repeat(101), type: 'all' }, searchDomainTexts.tooLong(100)],
    [{ q: 'a'.repeat(101), type: 'user' }, searchDomainTexts.tooLong(100)],
    [{ q: ":*&|!()'", type: 'all' }, searchDomainTexts.noWords],
    [{ q: 'cachorro', type: 'foo' }, searchDomainTexts.typeInvalid],
    [{ q: 'cachorro', type: 'all', category: 'Nada' }, searchDomainTexts.categoryInvalid],
  ])('%j', async (params, error) => {
    const answer = await search(params);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error });
  });

  it.each([':*', 'cachorro:* & !gato', "'cachorro'", '(cachorro | gato)', 'cachorro -gato "x"', 'de', 'à'])(
    'query syntax in %j is read as words, not parsed',
    async (q) => {
      const answer = await search({ q, type: 'all' });
      expect(answer.statusCode === 200 || answer.statusCode === 400).toBe(true);
    },
  );

  it('a title with markup comes back as text, untouched', async () => {
    const [hit] = (await search({ q: 'teste', type: 'post' })).json().results;
    expect(hit.title).toBe("Teste <b>cachorro</b> ' OR 1=1 --");
  });

  it('a page or per_page out of range is a 400', async () => {
    expect((await search({ q: 'gato', type: 'all', page: '0' })).statusCode).toBe(400);
    expect((await search({ q: 'gato', type: 'all', per_page: '51' })).statusCode).toBe(400);
  });

  it('asks for a session', async () => {
    const answer = await server.app.inject({ method: 'GET', url: `${apiPaths.search}?q=gato&type=all` });
    expect(answer.statusCode).toBe(401);
  });
});
