import { POST_ERROR_TEXTS } from '@vizinhos/domain';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeWirePost, makeWirePosts, postHandlers } from '../mocks/posts.ts';
import { testBaseUrl, useRecordingServer } from '../mocks/recordingServer.ts';
import { createApiClient } from './client.ts';
import { POSTS_PAGE_SIZE, postActionPath, postPath, postPaths } from './posts.ts';

const { capture, server } = useRecordingServer();
const api = createApiClient({ baseUrl: testBaseUrl, retryDelaysMs: [0, 0] });

describe('analyzer', () => {
  it('analyze sends multipart body and reads results (spec: Calls)', async () => {
    const results = { objectivity_score: 80, objectivity: 80, suggestions: [] };
    const seen = capture('post', postPaths.analyzer, () => HttpResponse.json({ results }));
    expect(await api.analyze('Título Texto')).toEqual({ ok: true, value: results });
    expect(seen.form?.get('body')).toBe('Título Texto');
    capture('post', postPaths.analyzer, () => HttpResponse.error());
    expect(await api.analyze('x')).toMatchObject({ error: POST_ERROR_TEXTS.analysisNetwork });
  });
});

describe('listPosts (spec: Calls: GET posts)', () => {
  it('asks with include_stats, include_comments, page and the category', async () => {
    const page = { posts: [makeWirePost()], meta: { page: 2, per_page: POSTS_PAGE_SIZE } };
    const seen = capture('get', postPaths.posts, () => HttpResponse.json(page));
    expect(await api.listPosts({ page: 2, post_category: 'Segurança' })).toEqual({ ok: true, value: page });
    const url = new URL(seen.request?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      include_stats: 'true',
      include_comments: 'true',
      page: '2',
      post_category: 'Segurança',
    });
  });

  it('pages through the mock as the server does: full pages, the rest, then empty', async () => {
    server.use(...postHandlers.list(makeWirePosts(POSTS_PAGE_SIZE + 3)));
    const lengths = [];
    for (const page of [1, 2, 3]) {
      const result = await api.listPosts({ page });
      lengths.push(result.ok ? result.value.posts.length : -1);
    }
    expect(lengths).toEqual([POSTS_PAGE_SIZE, 3, 0]);
  });

  it('filters by category in any spelling ("Seguranca")', async () => {
    const posts = [
      makeWirePost(),
      makeWirePost({ _id: { $oid: 'p2' }, post_category: { name: 'Segurança' } }),
    ];
    server.use(...postHandlers.list(posts));
    const result = await api.listPosts({ post_category: 'Seguranca' });
    expect(result.ok && result.value.posts.map((post) => post._id)).toEqual([{ $oid: 'p2' }]);
  });
});

describe('getPost (spec: Screens and routes: single post view)', () => {
  it('reads the post under `posts`', async () => {
    server.use(...postHandlers.default());
    expect(await api.getPost('post-1')).toMatchObject({ ok: true, value: { title: makeWirePost().title } });
  });

  it('words 404 as "Postagem não encontrada (404)" and the network as "Erro ao carregar a postagem"', async () => {
    server.use(...postHandlers.notFound());
    expect(await api.getPost('x')).toEqual({
      ok: false,
      status: 404,
      error: 'Postagem não encontrada (404)',
    });
    server.use(...postHandlers.offline());
    expect(await api.getPost('x')).toMatchObject({ error: POST_ERROR_TEXTS.postLoadFailed });
  });
});

describe('createPost and updatePost (spec: Calls: multipart post[...])', () => {
  it('sends every field, location as two post[location][] longitude first', async () => {
    const seen = capture('post', postPaths.posts, () => HttpResponse.json({ posts: makeWirePost() }));
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const result = await api.createPost({
      title: 'Assalto',
      text: 'Rua Vergueiro, 300',
      category: 'Segurança',
      location: [-46.63, -23.58],
      objectivityScore: 81,
      image,
    });
    expect(result.ok).toBe(true);
    const form = seen.form;
    expect(form?.get('post[title]')).toBe('Assalto');
    expect(form?.get('post[text]')).toBe('Rua Vergueiro, 300');
    expect(form?.get('post[post_category]')).toBe('Segurança');
    expect(form?.get('post[objectivity_score]')).toBe('81');
    expect(form?.getAll('post[location][]')).toEqual(['-46.63', '-23.58']);
    expect(form?.get('post[image]')).toBeInstanceOf(Blob);
  });

  it('sends poll options repeated and the type; an event its ISO date', async () => {
    const seen = capture('put', postPath('p1'), () => HttpResponse.json({ posts: makeWirePost() }));
    await api.updatePost('p1', {
      title: 'Enquete',
      text: '',
      category: 'Votaçao',
      type: 'poll',
      pollOptions: ['Sim', 'Não'],
    });
    expect(seen.form?.getAll('post[poll_options][]')).toEqual(['Sim', 'Não']);
    expect(seen.form?.get('post[type]')).toBe('poll');
    const event = capture('post', postPaths.posts, () => HttpResponse.json({ posts: makeWirePost() }));
    await api.createPost({
      title: 'Feira',
      text: '',
      category: 'Eventos',
      type: 'event',
      eventDate: '2030-01-01T13:00:00.000Z',
    });
    expect(event.form?.get('post[event_date]')).toBe('2030-01-01T13:00:00.000Z');
    expect(event.form?.has('post[image]')).toBe(false);
  });

  it('sends the image alt text as post[image_alt] when given, even empty (clears it on an edit)', async () => {
    const seen = capture('post', postPaths.posts, () => HttpResponse.json({ posts: makeWirePost() }));
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    await api.createPost({
      title: 'Buraco',
      text: '',
      category: 'Geral',
      image,
      imageAlt: 'Buraco na calçada',
    });
    expect(seen.form?.get('post[image_alt]')).toBe('Buraco na calçada');
    const edit = capture('put', postPath('p1'), () => HttpResponse.json({ posts: makeWirePost() }));
    await api.updatePost('p1', { title: 'Buraco', text: '', category: 'Geral', imageAlt: '' });
    expect(edit.form?.get('post[image_alt]')).toBe('');
    await api.updatePost('p1', { title: 'Buraco', text: '', category: 'Geral' });
    expect(edit.form?.has('post[image_alt]')).toBe(false);
  });

  it('shows the server error, else "Erro ao criar postagem"; the network its own text', async () => {
    server.use(...postHandlers.saveFails('A data e hora do evento devem ser no futuro.'));
    const draft = { title: 'x', text: '', category: 'Geral' as const };
    expect(await api.createPost(draft)).toEqual({
      ok: false,
      status: 422,
      error: 'A data e hora do evento devem ser no futuro.',
    });
    capture('put', postPath('p1'), () => new HttpResponse(null, { status: 500 }));
    expect(await api.updatePost('p1', draft)).toMatchObject({ error: POST_ERROR_TEXTS.createFailed });
    server.use(...postHandlers.offline());
    expect(await api.createPost(draft)).toMatchObject({ status: 0, error: POST_ERROR_TEXTS.createNetwork });
  });
});

describe('deletePost, votePost, flagPost', () => {
  it('delete: ok, or "Erro ao excluir postagem" (spec: Error catalogue)', async () => {
    server.use(...postHandlers.default());
    expect(await api.deletePost('post-1')).toEqual({ ok: true, value: true });
    server.use(...postHandlers.notAuthor());
    expect(await api.deletePost('post-1')).toMatchObject({
      status: 403,
      error: POST_ERROR_TEXTS.deleteFailed,
    });
  });

  it('vote: PUT upvote or downvote with no body, the vote_update fields back', async () => {
    const seen = capture('put', postActionPath('p1', 'downvote'), () =>
      HttpResponse.json({ post_id: 'p1', upvotes: 0, downvotes: 1, new_direction: 'down', voter: {} }),
    );
    expect(await api.votePost('p1', 'down')).toMatchObject({ ok: true, value: { new_direction: 'down' } });
    expect(seen.body).toBe('');
    server.use(...postHandlers.voteFails());
    expect(await api.votePost('p1', 'up')).toMatchObject({ ok: false, error: 'Erro ao votar' });
    capture('put', postActionPath('p1', 'upvote'), () => new HttpResponse(null, { status: 500 }));
    expect(await api.votePost('p1', 'up')).toMatchObject({ ok: false, error: 'Erro ao votar na postagem' });
  });

  it('flag: the post back, or "Erro ao reportar postagem" and its network variant', async () => {
    server.use(...postHandlers.default());
    expect(await api.flagPost('post-1')).toMatchObject({ ok: true, value: { flagged_by: ['user-maria'] } });
    server.use(...postHandlers.flagFails());
    expect(await api.flagPost('post-1')).toMatchObject({ error: POST_ERROR_TEXTS.flagFailed });
    capture('put', postActionPath('p1', 'flag'), () => HttpResponse.error());
    expect(await api.flagPost('p1')).toMatchObject({ error: POST_ERROR_TEXTS.flagNetwork });
  });
});
