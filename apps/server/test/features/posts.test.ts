import { apiPaths, POSTS_PAGE_SIZE, postPath } from '@vizinhos/api';
import { analyzeObjectivity } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId } from '../../src/auth/createToken.ts';
import { pollOptions, postFlags, posts, postVotes } from '../../src/db/schema.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { call, postForm, tinyPng } from './postsHelpers.ts';

let server: TestServer;
let cookie: string;
let maria: TestMember;
let joao: TestMember;
let foreignPostId: string;
const seeded: string[] = [];

// 45 posts of Vila Mariana, one a minute apart, every fifth in Segurança, plus one in Moema.
beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  const moema = await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  cookie = await server.login('maria');
  const start = Date.now() - 60 * 60_000;
  const rows = Array.from({ length: 45 }, (_, index) => ({
    id: createId(),
    areaId: maria.areaId,
    authorId: index % 2 ? joao.id : maria.id,
    title: `Aviso ${index + 1}`,
    category: index % 5 === 0 ? 'Segurança' : 'Geral',
    createdAt: new Date(start + index * 60_000),
  }));
  await server.db.insert(posts).values(rows);
  seeded.push(...rows.map((row) => row.id).reverse());
  foreignPostId = createId();
  await server.db.insert(posts).values({
    id: foreignPostId,
    areaId: moema.areaId,
    authorId: moema.id,
    title: 'De Moema',
    category: 'Geral',
  });
});
afterAll(() => server.close());

const list = (query: string) => call(server, cookie, 'GET', `${apiPaths.posts}?${query}`);
const idsOf = (body: { posts: { id: string }[] }) => body.posts.map((post) => post.id);

describe('POST analyzer (spec: Calls: multipart body → results)', () => {
  const analyze = (text: string | undefined, withCookie = true) => {
    const form = new FormData();
    if (text !== undefined) form.set('body', text);
    return fetch(`${server.url}${apiPaths.analyzer}`, {
      method: 'POST',
      body: form,
      headers: withCookie ? { cookie } : {},
    });
  };

  it('answers objectivity_score, objectivity and suggestions', async () => {
    const response = await analyze(
      'Assalto na Rua Vergueiro, 300, às 14h de ontem. A polícia registrou boletim.',
    );
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results.objectivity_score).toBe(results.objectivity);
    expect(results.objectivity).toBeGreaterThanOrEqual(0);
    expect(results.objectivity).toBeLessThanOrEqual(100);
    expect(Array.isArray(results.suggestions)).toBe(true);
  });

  it('400 without body, 401 when not signed in', async () => {
    expect((await analyze(undefined)).status).toBe(400);
    expect((await analyze('texto', false)).status).toBe(401);
  });
});

describe('GET posts (spec: Calls: pages from 1, the end is an empty page)', () => {
  it(`pages of ${POSTS_PAGE_SIZE}, newest first, then the rest, then an empty page`, async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const answer = await list(`include_stats=true&include_comments=true&page=${page}`);
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ page, per_page: POSTS_PAGE_SIZE });
      pages.push(idsOf(answer.body));
    }
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5, 0]);
    expect(pages.flat()).toEqual(seeded);
  });

  it('page defaults to 1; only the resident area: another area’s post never shows', async () => {
    const all = [];
    for (let page = 1; page <= 3; page++) all.push(...idsOf((await list(`page=${page}`)).body));
    expect(all).not.toContain(foreignPostId);
    expect(idsOf((await list('')).body)).toEqual(seeded.slice(0, POSTS_PAGE_SIZE));
  });

  it.each(['Segurança', 'Seguranca', 'seguranca'])('filters by category "%s"', async (name) => {
    const answer = await list(`page=1&post_category=${encodeURIComponent(name)}`);
    expect(answer.body.posts).toHaveLength(9);
    expect(
      answer.body.posts.every(
        (post: { post_category: { name: string } }) => post.post_category.name === 'Segurança',
      ),
    ).toBe(true);
    expect((await list(`page=2&post_category=${encodeURIComponent(name)}`)).body.posts).toEqual([]);
  });

  it('refuses an unknown category and a bad page with a Portuguese 400', async () => {
    const unknown = await list('post_category=Futebol');
    expect(unknown).toEqual({ status: 400, body: { error: 'Categoria inválida.' } });
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const answer = await list(`page=${page}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('O campo "página" é inválido.');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call(server, '', 'GET', apiPaths.posts)).status).toBe(401);
  });
});

describe('every field of a card (spec: Entities and their fields)', () => {
  let pollId: string;
  beforeAll(async () => {
    const answer = await call(
      server,
      cookie,
      'POST',
      apiPaths.posts,
      postForm({
        title: 'Qual dia para o mutirão?',
        text: 'Escolha o melhor dia.',
        post_category: 'Votaçao',
        objectivity_score: '77',
        type: 'poll',
        poll_options: ['Sábado', 'Domingo', 'Feriado'],
      }),
    );
    expect(answer.status).toBe(201);
    pollId = answer.body.posts.id;
    await server.db.insert(postVotes).values({ postId: pollId, userId: maria.id, direction: 'down' });
    await server.db.insert(postFlags).values({ postId: pollId, userId: joao.id });
  });

  it('the list carries the card with stats, the reader’s vote, flags, counts and options', async () => {
    const [card] = (await list('include_stats=true&include_comments=true&page=1')).body.posts;
    expect(card).toMatchObject({
      _id: { $oid: pollId },
      id: pollId,
      title: 'Qual dia para o mutirão?',
      text: 'Escolha o melhor dia.',
      body: 'Escolha o melhor dia.',
      post_category: { name: 'Votaçao' },
      image_url: null,
      user: {
        _id: { $oid: maria.id },
        id: maria.id,
        username: 'maria',
        avatar: null,
        role: { name: 'Membro' },
      },
      type: 'poll',
      event_date: null,
      location: null,
      calendar_links: null,
      upvotes: 0,
      downvotes: 0,
      myvote: { direction: 'down' },
      flagged: true,
      flagged_by: [],
      comments: [],
      comment_count: 0,
      comment_total: 0,
      comment_total_full: 0,
      objectivity_score: analyzeObjectivity('Qual dia para o mutirão?\nEscolha o melhor dia.').objectivity,
      area_id: { $oid: maria.areaId },
    });
    expect(Date.parse(card.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(
      card.poll_options.map((option: { label: string; count: number; is_user_response: boolean }) => [
        option.label,
        option.count,
        option.is_user_response,
      ]),
    ).toEqual([
      ['Sábado', 0, false],
      ['Domingo', 0, false],
      ['Feriado', 0, false],
    ]);
    const stored = await server.db.select().from(pollOptions);
    expect(stored).toHaveLength(3);
  });

  it('without include_stats and include_comments the card leaves them out', async () => {
    const [card] = (await list('page=1')).body.posts;
    expect(card).not.toHaveProperty('upvotes');
    expect(card).not.toHaveProperty('myvote');
    expect(card).not.toHaveProperty('comments');
    expect(card.poll_options).toHaveLength(3);
  });

  it('GET posts/{id}: the whole card; 404 in Portuguese for another area’s post as for an unknown id', async () => {
    const single = await call(server, cookie, 'GET', postPath(pollId));
    expect(single.status).toBe(200);
    expect(single.body.posts).toMatchObject({ id: pollId, myvote: { direction: 'down' }, comments: [] });
    const notFound = { status: 404, body: { error: 'Postagem não encontrada.' } };
    expect(await call(server, cookie, 'GET', postPath(foreignPostId))).toEqual(notFound);
    expect(await call(server, cookie, 'GET', postPath(createId()))).toEqual(notFound);
    expect(await call(server, cookie, 'GET', postPath('não-existe'))).toEqual(notFound);
  });

  it('an event carries its date and calendar links, a Segurança post its location, an image its url', async () => {
    const eventDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const event = await call(
      server,
      cookie,
      'POST',
      apiPaths.posts,
      postForm({ title: 'Feira de trocas', post_category: 'Eventos', type: 'event', event_date: eventDate }),
    );
    expect(event.body.posts.event_date).toBe(eventDate);
    const links = event.body.posts.calendar_links;
    expect(links.google).toMatch(/^https:\/\/calendar\.google\.com\/.*Feira\+de\+trocas/);
    expect(links.outlook).toMatch(/^https:\/\/outlook\.live\.com\//);
    expect(links.yahoo).toMatch(/^https:\/\/calendar\.yahoo\.com\//);
    expect(links.ics).toBe(`${postPath(event.body.posts.id)}/calendar.ics`);
    const ics = await fetch(`${server.url}${links.ics}`, { headers: { cookie } });
    expect(ics.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(ics.headers.get('content-disposition')).toContain('evento.ics');
    expect(await ics.text()).toContain('SUMMARY:Feira de trocas');

    const security = await call(
      server,
      cookie,
      'POST',
      apiPaths.posts,
      postForm({
        title: 'Assalto',
        post_category: 'Seguranca',
        location: ['-46.6347', '-23.5891'],
        image: tinyPng(),
      }),
    );
    expect(security.body.posts).toMatchObject({
      post_category: { name: 'Segurança' },
      location: [-46.6347, -23.5891],
    });
    const image = await fetch(`${server.url}${security.body.posts.image_url}`, { headers: { cookie } });
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
