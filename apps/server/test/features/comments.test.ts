import {
  COMMENT_TEXT_MAX,
  commentPath,
  commentsPath,
  commentVotePath,
  createApiClient,
  postPath,
  postVotePath,
} from '@vizinhos/api';
import { COMMENT_PAGE_SIZE } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId } from '../../src/auth/createToken.ts';
import { commentVotes, posts } from '../../src/db/schema.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

// Comments (spec: Calls, States and transitions, Validation rules): pages of 5 at the top level and
// in replies, parent checks, author-only edit and delete, votes with their counts, refusals in Portuguese.

let server: TestServer;
let maria: TestMember;
let mariaCookie: string;
let joaoCookie: string;
let moemaCookie: string;

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'joao' });
  await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  mariaCookie = await server.login('maria');
  joaoCookie = await server.login('joao');
  moemaCookie = await server.login('forasteira');
});
afterAll(() => server.close());

async function newPost(title = 'Mutirão na praça'): Promise<string> {
  const id = createId();
  await server.db
    .insert(posts)
    .values({ id, areaId: maria.areaId, authorId: maria.id, title, category: 'Geral' });
  return id;
}

/** POST comments as the app's form sends it (url-encoded `comment[text]`, optional `comment_id`). */
function comment(cookie: string, postId: string, text: string, parentId?: string) {
  const form = new URLSearchParams({ 'comment[text]': text });
  if (parentId) form.set('comment_id', parentId);
  return call(server, cookie, 'POST', commentsPath(postId), form);
}
async function commentId(cookie: string, postId: string, text: string, parentId?: string): Promise<string> {
  const answer = await comment(cookie, postId, text, parentId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.comment.id;
}
const page = (cookie: string, postId: string, query: string) =>
  call(server, cookie, 'GET', `${commentsPath(postId)}?${query}`);
const json = (value: unknown) => JSON.stringify(value);
const sendJson = (cookie: string, method: string, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: json(body),
  }).then(async (response) => ({ status: response.status, body: await response.json() }));
const postCard = async (postId: string) =>
  (await call(server, mariaCookie, 'GET', postPath(postId))).body.posts;

describe('POST and GET comments: pages of 5 (spec: Calls, Business constants and limits)', () => {
  it('top level newest first, 5 a page, then the rest, then an empty page; the post counts them', async () => {
    const postId = await newPost();
    const ids: string[] = [];
    for (let n = 1; n <= 12; n += 1)
      ids.push(await commentId(n % 2 ? mariaCookie : joaoCookie, postId, `Comentário ${n}`));
    const pages = [];
    for (const number of [1, 2, 3, 4]) {
      const answer = await page(mariaCookie, postId, `comment_page=${number}`);
      expect(answer.status).toBe(200);
      expect(answer.body.meta).toEqual({ page: number, per_page: COMMENT_PAGE_SIZE, total: 12 });
      pages.push(answer.body.comments.map((item: { id: string }) => item.id));
    }
    expect(pages.map((ids) => ids.length)).toEqual([5, 5, 2, 0]);
    expect(pages.flat()).toEqual([...ids].reverse());
    const card = await postCard(postId);
    expect(card).toMatchObject({ comment_count: 12, comment_total: 12, comment_total_full: 12 });
    expect(card.comments.map((item: { id: string }) => item.id)).toEqual(pages[0]);
  });

  it('replies oldest first, 5 a page with comment_id; the first page nested in its parent', async () => {
    const postId = await newPost();
    const parent = await commentId(mariaCookie, postId, 'Quem ajuda?');
    const replies: string[] = [];
    for (let n = 1; n <= 7; n += 1) replies.push(await commentId(joaoCookie, postId, `Eu ${n}`, parent));
    const first = await page(mariaCookie, postId, `comment_page=1&comment_id=${parent}`);
    const second = await page(mariaCookie, postId, `comment_page=2&comment_id=${parent}`);
    expect(first.body.meta.total).toBe(7);
    expect(first.body.comments.map((item: { id: string }) => item.id)).toEqual(replies.slice(0, 5));
    expect(second.body.comments.map((item: { id: string }) => item.id)).toEqual(replies.slice(5));
    const [top] = (await page(mariaCookie, postId, 'comment_page=1')).body.comments;
    expect(top).toMatchObject({ id: parent, comment_total: 7, comment_id: null });
    expect(top.replies.map((item: { id: string }) => item.id)).toEqual(replies.slice(0, 5));
    expect(top.replies[0]).toMatchObject({ comment_id: parent, post_id: postId, user: { username: 'joao' } });
    expect(await postCard(postId)).toMatchObject({
      comment_count: 8,
      comment_total: 1,
      comment_total_full: 8,
    });
  });

  it('threads nest three levels under a comment; deeper replies wait for "more"', async () => {
    const postId = await newPost();
    const chain = [await commentId(mariaCookie, postId, 'Nível 0')];
    for (let level = 1; level <= 4; level += 1)
      chain.push(
        await commentId(level % 2 ? joaoCookie : mariaCookie, postId, `Nível ${level}`, chain.at(-1)),
      );
    let node = (await page(mariaCookie, postId, 'comment_page=1')).body.comments[0];
    for (let level = 1; level <= 3; level += 1) {
      expect(node.replies).toHaveLength(1);
      node = node.replies[0];
      expect(node).toMatchObject({ id: chain[level], text: `Nível ${level}` });
    }
    expect(node).toMatchObject({ comment_total: 1, replies: [] });
    const deeper = await page(mariaCookie, postId, `comment_page=1&comment_id=${chain[3]}`);
    expect(deeper.body.comments.map((item: { id: string }) => item.id)).toEqual([chain[4]]);
  });

  it('answers the comment and the post counts, and keeps the text without its outer blanks', async () => {
    const postId = await newPost();
    const answer = await comment(joaoCookie, postId, '  Eu levo as cadeiras.  ');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      comment: { text: 'Eu levo as cadeiras.', upvotes: 0, downvotes: 0, myvote: null, deleted: false },
      post: { _id: { $oid: postId }, id: postId, comment_count: 1, comment_total: 1, comment_total_full: 1 },
    });
    const viaJson = await sendJson(mariaCookie, 'POST', commentsPath(postId), {
      comment: { text: 'Também vou.' },
    });
    expect(viaJson).toMatchObject({ status: 201, body: { comment: { text: 'Também vou.' } } });
  });
});

describe('refusals, in Portuguese (spec: Validation rules)', () => {
  it('blank, missing and too long texts; exactly the limit is kept', async () => {
    const postId = await newPost();
    expect(await comment(mariaCookie, postId, ' \n\t ')).toEqual({
      status: 422,
      body: { error: 'O comentário não pode ficar em branco.' },
    });
    expect(await call(server, mariaCookie, 'POST', commentsPath(postId), new URLSearchParams())).toEqual({
      status: 400,
      body: { error: 'O campo "texto do comentário" é obrigatório.' },
    });
    expect(await comment(mariaCookie, postId, 'a'.repeat(COMMENT_TEXT_MAX + 1))).toEqual({
      status: 422,
      body: { error: 'O comentário deve ter no máximo 5.000 caracteres.' },
    });
    expect((await comment(mariaCookie, postId, 'a'.repeat(COMMENT_TEXT_MAX))).status).toBe(201);
    expect((await postCard(postId)).comment_count).toBe(1);
  });

  it('unknown or another area’s post: 404; a parent of another post: 422; an unknown parent: 404', async () => {
    const postId = await newPost();
    const elsewhere = await newPost('Outra postagem');
    const foreignParent = await commentId(mariaCookie, elsewhere, 'Lá');
    const postGone = { status: 404, body: { error: 'Postagem não encontrada.' } };
    expect(await comment(moemaCookie, postId, 'Oi')).toEqual(postGone);
    expect(await comment(mariaCookie, 'f'.repeat(24), 'Oi')).toEqual(postGone);
    expect(await page(moemaCookie, postId, 'comment_page=1')).toEqual(postGone);
    expect(await comment(mariaCookie, postId, 'Resposta', foreignParent)).toEqual({
      status: 422,
      body: { error: 'O comentário respondido pertence a outra postagem.' },
    });
    const noParent = { status: 404, body: { error: 'O comentário respondido não foi encontrado.' } };
    expect(await comment(mariaCookie, postId, 'Resposta', 'f'.repeat(24))).toEqual(noParent);
    expect(await page(mariaCookie, postId, `comment_page=1&comment_id=${foreignParent}`)).toEqual(noParent);
    expect((await page(mariaCookie, postId, 'comment_page=0')).status).toBe(400);
    expect(await postCard(postId)).toMatchObject({ comment_count: 0, comment_total: 0 });
  });

  it('401 without a session', async () => {
    const postId = await newPost();
    expect((await comment('', postId, 'Oi')).status).toBe(401);
  });
});

describe('PUT and DELETE: the author only; a deleted comment keeps its place (spec: Roles and permissions)', () => {
  it('edits, refuses others (403) and blank edits (422, the text kept)', async () => {
    const postId = await newPost();
    const id = await commentId(mariaCookie, postId, 'Primeira versão');
    const onlyAuthor = {
      status: 403,
      body: { error: 'Apenas o autor pode editar ou excluir este comentário.' },
    };
    expect(
      await sendJson(joaoCookie, 'PUT', commentPath(postId, id), { comment: { text: 'Invadido' } }),
    ).toEqual(onlyAuthor);
    expect(await call(server, joaoCookie, 'DELETE', commentPath(postId, id))).toEqual(onlyAuthor);
    expect(
      (await sendJson(mariaCookie, 'PUT', commentPath(postId, id), { comment: { text: ' ' } })).status,
    ).toBe(422);
    const edited = await sendJson(mariaCookie, 'PUT', commentPath(postId, id), {
      comment: { text: 'Segunda versão' },
    });
    expect(edited).toMatchObject({ status: 200, body: { comment: { id, text: 'Segunda versão' } } });
    const otherPost = await newPost('Outra postagem');
    expect(
      await sendJson(mariaCookie, 'PUT', commentPath(otherPost, id), { comment: { text: 'x' } }),
    ).toEqual({
      status: 404,
      body: { error: 'Comentário não encontrado.' },
    });
  });

  it('deletes in place: "[Deleted]", replies and counts kept; twice is no error; no edit, vote or reply after', async () => {
    const postId = await newPost();
    const id = await commentId(mariaCookie, postId, 'Vou apagar');
    const reply = await commentId(joaoCookie, postId, 'Resposta fica', id);
    expect(await call(server, mariaCookie, 'DELETE', commentPath(postId, id))).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await call(server, mariaCookie, 'DELETE', commentPath(postId, id))).toEqual({
      status: 200,
      body: { ok: true },
    });
    const [shown] = (await page(joaoCookie, postId, 'comment_page=1')).body.comments;
    expect(shown).toMatchObject({ id, text: '[Deleted]', deleted: true, comment_total: 1 });
    expect(shown.replies.map((item: { id: string }) => item.id)).toEqual([reply]);
    expect(await postCard(postId)).toMatchObject({ comment_count: 2, comment_total: 1 });
    const gone = { status: 409, body: { error: 'Este comentário foi excluído.' } };
    expect(
      await sendJson(mariaCookie, 'PUT', commentPath(postId, id), { comment: { text: 'Volta' } }),
    ).toEqual(gone);
    expect(await call(server, joaoCookie, 'PUT', commentVotePath(postId, id, 'up'))).toEqual(gone);
    expect((await comment(joaoCookie, postId, 'Tarde demais', id)).status).toBe(409);
  });
});

describe('votes: same direction again removes; DELETE vote with comment_id (spec: States and transitions)', () => {
  const vote = (cookie: string, postId: string, id: string, direction: 'up' | 'down') =>
    call(server, cookie, 'PUT', commentVotePath(postId, id, direction));

  it('up, down, down again, up, then removed: the counts and each reader’s myvote follow', async () => {
    const postId = await newPost();
    const id = await commentId(mariaCookie, postId, 'Votem');
    const steps: [
      () => Promise<{ status: number; body: Record<string, unknown> }>,
      string,
      number,
      number,
    ][] = [
      [() => vote(joaoCookie, postId, id, 'up'), 'up', 1, 0],
      [() => vote(joaoCookie, postId, id, 'down'), 'down', 0, 1],
      [() => vote(joaoCookie, postId, id, 'down'), 'none', 0, 0],
      [() => vote(joaoCookie, postId, id, 'up'), 'up', 1, 0],
      [() => sendJson(joaoCookie, 'DELETE', postVotePath(postId), { comment_id: id }), 'none', 0, 0],
      [() => vote(mariaCookie, postId, id, 'down'), 'down', 0, 1],
    ];
    for (const [press, direction, upvotes, downvotes] of steps) {
      const answer = await press();
      expect(answer).toMatchObject({
        status: 200,
        body: { comment_id: id, post_id: postId, upvotes, downvotes, new_direction: direction },
      });
    }
    const [forJoao] = (await page(joaoCookie, postId, 'comment_page=1')).body.comments;
    const [forMaria] = (await page(mariaCookie, postId, 'comment_page=1')).body.comments;
    expect(forJoao).toMatchObject({ upvotes: 0, downvotes: 1, myvote: null });
    expect(forMaria).toMatchObject({ upvotes: 0, downvotes: 1, myvote: { direction: 'down' } });
    const rows = await server.db.select().from(commentVotes).where(eq(commentVotes.commentId, id));
    expect(rows.map((row) => row.direction)).toEqual(['down']);
  });

  it('two presses at once count once', async () => {
    const postId = await newPost();
    const id = await commentId(mariaCookie, postId, 'Rápido');
    await Promise.all([vote(joaoCookie, postId, id, 'up'), vote(joaoCookie, postId, id, 'up')]);
    const [shown] = (await page(joaoCookie, postId, 'comment_page=1')).body.comments;
    const rows = await server.db.select().from(commentVotes).where(eq(commentVotes.commentId, id));
    expect(shown.upvotes).toBe(rows.length);
  });

  it('the removal reads comment_id from the query too; refuses none (400), unknown ones (404)', async () => {
    const postId = await newPost();
    const id = await commentId(mariaCookie, postId, 'Remover');
    await vote(joaoCookie, postId, id, 'up');
    const removed = await call(server, joaoCookie, 'DELETE', `${postVotePath(postId)}?comment_id=${id}`);
    expect(removed.body).toMatchObject({ upvotes: 0, new_direction: 'none' });
    expect((await call(server, joaoCookie, 'DELETE', postVotePath(postId))).status).toBe(400);
    expect(
      await sendJson(joaoCookie, 'DELETE', postVotePath(postId), { comment_id: 'f'.repeat(24) }),
    ).toEqual({
      status: 404,
      body: { error: 'Comentário não encontrado.' },
    });
    expect((await vote(moemaCookie, postId, id, 'up')).status).toBe(404);
  });
});

describe('the api client against this server (one contract, both sides)', () => {
  it('lists, creates, replies, edits, votes, removes the vote and deletes', async () => {
    const postId = await newPost();
    const api = createApiClient({
      baseUrl: server.url,
      fetch: (input, init = {}) =>
        fetch(input, { ...init, headers: { ...init.headers, cookie: mariaCookie } }),
    });
    const created = await api.createComment(postId, { text: 'Pelo cliente' });
    if (!created.ok) throw new Error(created.error);
    const id = String(created.value.comment.id);
    const reply = await api.createComment(postId, { text: 'Resposta', parentId: id });
    expect(reply).toMatchObject({
      ok: true,
      value: { comment: { comment_id: id }, post: { comment_count: 2 } },
    });
    expect(await api.updateComment(postId, id, 'Editado')).toMatchObject({
      ok: true,
      value: { comment: { text: 'Editado' } },
    });
    expect(await api.voteComment(postId, id, 'up')).toMatchObject({ ok: true, value: { upvotes: 1 } });
    expect(await api.removeCommentVote(postId, id)).toMatchObject({
      ok: true,
      value: { new_direction: 'none' },
    });
    const replies = await api.listComments(postId, { page: 1, parentId: id });
    expect(replies).toMatchObject({
      ok: true,
      value: { comments: [{ text: 'Resposta' }], meta: { total: 1 } },
    });
    expect(await api.deleteComment(postId, id)).toEqual({ ok: true, value: true });
    expect(await api.createComment(postId, { text: ' ' })).toEqual({
      ok: false,
      status: 422,
      error: 'O comentário não pode ficar em branco.',
    });
  });
});
