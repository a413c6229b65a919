import { apiPaths, postPath } from '@vizinhos/api';
import { analyzeObjectivity, MAX_POLL_OPTIONS, POST_EDITOR_TEXTS } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, pollOptions, posts } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call, type FormInput, postForm, tinyPng } from './postsHelpers.ts';

let server: TestServer;
let maria: string;
let joao: string;
let moema: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'joao' });
  await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  maria = await server.login('maria');
  joao = await server.login('joao');
  moema = await server.login('forasteira');
});
afterAll(() => server.close());

const create = (input: FormInput, cookie = maria) =>
  call(server, cookie, 'POST', apiPaths.posts, postForm(input));
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const options = (n: number) => Array.from({ length: n }, (_, index) => `Opção ${index + 1}`);

describe('POST posts: what the editor checks, the server enforces (spec: Validation rules)', () => {
  it('creates a plain post in Geral by default, 201 with the card', async () => {
    const answer = await create({ title: '  Reunião no sábado  ', text: 'Na praça, às 10h.' });
    expect(answer.status).toBe(201);
    expect(answer.body.posts).toMatchObject({
      title: 'Reunião no sábado',
      text: 'Na praça, às 10h.',
      post_category: { name: 'Geral' },
      type: null,
      upvotes: 0,
      downvotes: 0,
      myvote: null,
      flagged_by: [],
    });
  });

  it.each<[string, FormInput, number, string]>([
    ['no title', { text: 'Sem título' }, 422, POST_EDITOR_TEXTS.titleRequired],
    ['a blank title', { title: '   ' }, 422, POST_EDITOR_TEXTS.titleRequired],
    ['a title too long', { title: 'x'.repeat(201) }, 422, 'O título deve ter no máximo 200 caracteres.'],
    [
      'a text too long',
      { title: 't', text: 'x'.repeat(10_001) },
      422,
      'O texto deve ter no máximo 10000 caracteres.',
    ],
    ['an unknown category', { title: 't', post_category: 'Futebol' }, 422, 'Categoria inválida.'],
    ['no poll options', { title: 't', post_category: 'Votaçao' }, 422, POST_EDITOR_TEXTS.pollNeedsTwoOptions],
    [
      '1 poll option',
      { title: 't', post_category: 'Votaçao', poll_options: ['Sim'] },
      422,
      POST_EDITOR_TEXTS.pollNeedsTwoOptions,
    ],
    [
      '2 options, one blank',
      { title: 't', post_category: 'Votação', poll_options: ['Sim', ' '] },
      422,
      POST_EDITOR_TEXTS.pollNeedsTwoOptions,
    ],
    [
      '6 poll options',
      { title: 't', post_category: 'Votaçao', poll_options: options(MAX_POLL_OPTIONS + 1) },
      422,
      'A votação pode ter no máximo 5 opções.',
    ],
    [
      'poll options outside Votação',
      { title: 't', poll_options: options(2) },
      422,
      'Opções de votação só podem ser enviadas na categoria Votação.',
    ],
    [
      'type poll outside Votação',
      { title: 't', type: 'poll' },
      422,
      'Opções de votação só podem ser enviadas na categoria Votação.',
    ],
    [
      'an unknown type',
      { title: 't', type: 'rifa' },
      422,
      'O tipo da postagem deve ser votação ("poll") ou evento ("event").',
    ],
    [
      'an event without a date',
      { title: 't', post_category: 'Eventos' },
      422,
      POST_EDITOR_TEXTS.eventNeedsDateTime,
    ],
    [
      'an event with a date alone',
      { title: 't', post_category: 'Eventos', event_date: '2031-05-01' },
      422,
      POST_EDITOR_TEXTS.eventNeedsDateTime,
    ],
    [
      'an event in the past',
      { title: 't', post_category: 'Eventos', event_date: inDays(-1) },
      422,
      POST_EDITOR_TEXTS.eventMustBeFuture,
    ],
    [
      'an event date outside Eventos',
      { title: 't', event_date: inDays(2) },
      422,
      'A data do evento só pode ser enviada na categoria Eventos.',
    ],
    [
      'a location outside Segurança',
      { title: 't', location: ['-46.63', '-23.58'] },
      422,
      'A localização só pode ser marcada em postagens da categoria Segurança.',
    ],
    [
      'one coordinate',
      { title: 't', post_category: 'Segurança', location: ['-46.63'] },
      422,
      'A localização deve ter longitude e latitude válidas.',
    ],
    [
      'a latitude past 90',
      { title: 't', post_category: 'Segurança', location: ['-46.63', '95'] },
      422,
      'A localização deve ter longitude e latitude válidas.',
    ],
    [
      'a file that is not an image',
      { title: 't', image: new Blob(['%PDF-1.4 não é imagem'], { type: 'image/png' }) },
      415,
      'A imagem deve ser um arquivo PNG, JPEG, GIF ou WebP válido.',
    ],
    [
      'an image sent as text',
      { title: 't', image: 'imagem.png' },
      415,
      'A imagem deve ser um arquivo PNG, JPEG, GIF ou WebP válido.',
    ],
  ])('refuses %s with %d and a Portuguese error', async (_, input, status, error) => {
    expect(await create(input)).toEqual({ status, body: { error } });
  });

  it('refuses junk multipart and a wrong body with a Portuguese 4xx, never a 5xx', async () => {
    const junk = await fetch(`${server.url}${apiPaths.posts}`, {
      method: 'POST',
      headers: { cookie: maria, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="post[title]"\r\n\r\nsem fim',
    });
    expect(junk.status).toBeGreaterThanOrEqual(400);
    expect(junk.status).toBeLessThan(500);
    expect((await junk.json()).error).toMatch(/[a-zà-ú]/);
    const json = await call(server, maria, 'POST', apiPaths.posts, JSON.stringify({ 'post[title]': 5 }));
    expect(json.status).toBeLessThan(500);
    const list = await fetch(`${server.url}${apiPaths.posts}`, {
      method: 'POST',
      headers: { cookie: maria, 'content-type': 'application/json' },
      body: JSON.stringify({ 'post[title]': { nested: true } }),
    });
    expect(list.status).toBe(400);
    expect((await list.json()).error).toBe('O campo "post[title]" é inválido.');
  });

  it('accepts 2 and 5 options, a future event, a Segurança location and a PNG', async () => {
    for (const n of [2, 5]) {
      const poll = await create({ title: 'Enquete', post_category: 'Votaçao', poll_options: options(n) });
      expect(poll.body.posts.poll_options).toHaveLength(n);
      expect(poll.body.posts.type).toBe('poll');
    }
    const event = await create({
      title: 'Feira',
      post_category: 'Eventos',
      event_date: inDays(1),
      type: 'event',
    });
    expect(event.body.posts.type).toBe('event');
    const security = await create({
      title: 'Assalto',
      post_category: 'Segurança',
      location: ['-46.6347', '-23.5891'],
      image: tinyPng(),
    });
    expect(security.body.posts.location).toEqual([-46.6347, -23.5891]);
    expect(security.body.posts.image_url).toMatch(/^\/api\/v1\/images\/[0-9a-f]{24}$/);
  });
});

describe('PUT and DELETE posts: only the author (spec: Roles and permissions)', () => {
  it('the author edits every field; options change only when their labels do', async () => {
    const created = await create({
      title: 'Enquete',
      post_category: 'Votaçao',
      poll_options: ['A', 'B'],
      image: tinyPng(),
    });
    const id = created.body.posts.id;
    const firstOptions = created.body.posts.poll_options.map(
      (option: { _id: { $oid: string } }) => option._id.$oid,
    );
    const same = await call(
      server,
      maria,
      'PUT',
      postPath(id),
      postForm({ title: 'Enquete nova', post_category: 'Votaçao', poll_options: ['A', 'B'] }),
    );
    expect(same.status).toBe(200);
    expect(same.body.posts.title).toBe('Enquete nova');
    expect(same.body.posts.image_url).toBe(created.body.posts.image_url);
    expect(same.body.posts.poll_options.map((option: { _id: { $oid: string } }) => option._id.$oid)).toEqual(
      firstOptions,
    );
    const changed = await call(
      server,
      maria,
      'PUT',
      postPath(id),
      postForm({ title: 'Aviso', text: 'Agora é aviso', post_category: 'Geral', image: tinyPng() }),
    );
    expect(changed.body.posts).toMatchObject({
      title: 'Aviso',
      text: 'Agora é aviso',
      post_category: { name: 'Geral' },
      type: null,
      poll_options: [],
    });
    expect(changed.body.posts.image_url).not.toBe(created.body.posts.image_url);
    const oldImage = created.body.posts.image_url.split('/').at(-1);
    expect(await server.db.select().from(images).where(eq(images.id, oldImage))).toEqual([]);
    expect(await server.db.select().from(pollOptions).where(eq(pollOptions.postId, id))).toEqual([]);
  });

  it('an edit checks the form as a creation does; a past event keeps its date', async () => {
    const created = await create({ title: 'Festa', post_category: 'Eventos', event_date: inDays(2) });
    const id = created.body.posts.id;
    expect(await call(server, maria, 'PUT', postPath(id), postForm({ title: '' }))).toEqual({
      status: 422,
      body: { error: POST_EDITOR_TEXTS.titleRequired },
    });
    const past = new Date(Date.now() - 86_400_000);
    await server.db.update(posts).set({ eventDate: past }).where(eq(posts.id, id));
    const kept = await call(
      server,
      maria,
      'PUT',
      postPath(id),
      postForm({ title: 'Festa (fotos)', post_category: 'Eventos', event_date: past.toISOString() }),
    );
    expect(kept.status).toBe(200);
    const moved = await call(
      server,
      maria,
      'PUT',
      postPath(id),
      postForm({ title: 'Festa', post_category: 'Eventos', event_date: inDays(-2) }),
    );
    expect(moved).toEqual({ status: 422, body: { error: POST_EDITOR_TEXTS.eventMustBeFuture } });
  });

  it('403 in Portuguese for a neighbour, 404 for another area, as for an unknown id', async () => {
    const id = (await create({ title: 'Só minha' })).body.posts.id;
    const onlyAuthor = {
      status: 403,
      body: { error: 'Apenas o autor pode editar ou excluir esta postagem.' },
    };
    const notFound = { status: 404, body: { error: 'Postagem não encontrada.' } };
    expect(await call(server, joao, 'PUT', postPath(id), postForm({ title: 'Minha agora' }))).toEqual(
      onlyAuthor,
    );
    expect(await call(server, joao, 'DELETE', postPath(id))).toEqual(onlyAuthor);
    expect(await call(server, moema, 'PUT', postPath(id), postForm({ title: 'x' }))).toEqual(notFound);
    expect(await call(server, moema, 'DELETE', postPath(id))).toEqual(notFound);
    expect(await call(server, maria, 'DELETE', postPath('f'.repeat(24)))).toEqual(notFound);
    const [row] = await server.db.select({ title: posts.title }).from(posts).where(eq(posts.id, id));
    expect(row?.title).toBe('Só minha');
  });

  it('the author deletes: the post, its options and image go; then 404', async () => {
    const created = await create({
      title: 'Apagar',
      post_category: 'Votaçao',
      poll_options: ['A', 'B'],
      image: tinyPng(),
    });
    const id = created.body.posts.id;
    expect(await call(server, maria, 'DELETE', postPath(id))).toEqual({ status: 200, body: { ok: true } });
    expect(await server.db.select().from(posts).where(eq(posts.id, id))).toEqual([]);
    expect(await server.db.select().from(pollOptions).where(eq(pollOptions.postId, id))).toEqual([]);
    expect(
      await server.db
        .select()
        .from(images)
        .where(eq(images.id, created.body.posts.image_url.split('/').at(-1))),
    ).toEqual([]);
    expect((await call(server, maria, 'GET', postPath(id))).status).toBe(404);
    expect((await call(server, maria, 'DELETE', postPath(id))).status).toBe(404);
  });
});

describe('profile figures from the real posts (spec: Entities and their fields)', () => {
  it('post_count, average_objectivity and activity (latest 10)', async () => {
    const ana = await server.createMember({ username: 'ana' });
    const cookie = await server.login('ana');
    // The client's scores are ignored: the server scores each title and text itself.
    const titles = ['Nota 60', 'Nota 71', 'Nota 90', 'Sem nota'];
    for (const [index, title] of titles.entries())
      await create({ title, objectivity_score: String(60 + index * 10) }, cookie);
    const scores = titles.map((title) => analyzeObjectivity(`${title}\n`).objectivity);
    const average = Math.round(scores.reduce((sum, one) => sum + one, 0) / scores.length);
    const me = await call(
      server,
      cookie,
      'GET',
      `${apiPaths.me}?include_counts=true&include_objectivity=true&include_activity=true`,
    );
    expect(me.body.users).toMatchObject({ post_count: 4, average_objectivity: average });
    expect(me.body.users.activity.map((post: { title: string }) => post.title)).toEqual([
      'Sem nota',
      'Nota 90',
      'Nota 71',
      'Nota 60',
    ]);
    expect(me.body.users.activity[0].user.id).toBe(ana.id);
  });
});
