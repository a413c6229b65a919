import {
  apiPaths,
  commentFormFields,
  commentsPath,
  conversationMessagesPath,
  notificationPaths,
  postPath,
} from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { createConversation, listConversations, sendMessage } from '../features/messagingHelpers.ts';
import { call, createPost } from '../features/postsHelpers.ts';
import { createMemoryHub } from '../support/memoryHub.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// Two instances on one bus and one database: the busiest reads are cached on each, and a write on
// either shows at once in what both answer (the cache is emptied before the write's answer leaves).
const hub = createMemoryHub();
let one: TestServer;
let two: BuiltApp;
let onTwo: TestServer;
let ana: TestMember;
let bia: TestMember;
let anaCookie: string;
let biaCookie: string;
let postId: string;

const timeline = `${apiPaths.posts}?include_stats=true&include_comments=true&page=1`;
type Card = {
  id: string;
  upvotes: number;
  myvote: unknown;
  comment_count: number;
  comments: { text: string }[];
};
const cardOn = async (server: TestServer, cookie: string, id = postId): Promise<Card | undefined> => {
  const answer = await call(server, cookie, 'GET', timeline);
  expect(answer.status).toBe(200);
  return (answer.body.posts as Card[]).find((post) => post.id === id);
};

beforeAll(async () => {
  one = await startTestServer({ openBus: hub });
  two = await buildApp({ db: one.db, openBus: hub });
  onTwo = { ...one, url: await two.app.listen({ host: '127.0.0.1', port: 0 }) };
  ana = await one.createMember({ username: 'ana_cache' });
  bia = await one.createMember({ username: 'bia_cache' });
  anaCookie = await one.login(ana.username);
  biaCookie = await one.login(bia.username);
  const created = await createPost(one, anaCookie, 'Feira no sábado');
  expect(created.status).toBe(201);
  postId = created.body.posts.id;
});
afterAll(async () => {
  await two?.app.close();
  await one?.close();
});

describe('the read cache stays right under live writes, on every instance', () => {
  it('a new post, a vote and a comment made on one instance show at once on the other', async () => {
    // Warm both readers' timelines on instance two.
    expect((await cardOn(onTwo, biaCookie))?.upvotes).toBe(0);
    expect((await cardOn(onTwo, anaCookie))?.upvotes).toBe(0);

    expect((await call(one, biaCookie, 'PUT', `${postPath(postId)}/upvote`)).status).toBe(200);
    const seenByBia = await cardOn(onTwo, biaCookie);
    expect(seenByBia?.upvotes).toBe(1);
    expect(seenByBia?.myvote).toEqual({ direction: 'up' });
    // The page is shared by the area, the reader's own vote is not.
    const seenByAna = await cardOn(onTwo, anaCookie);
    expect(seenByAna?.upvotes).toBe(1);
    expect(seenByAna?.myvote).toBeNull();

    const form = new URLSearchParams({ [commentFormFields.text]: 'Vou levar frutas.' });
    expect((await call(one, biaCookie, 'POST', commentsPath(postId), form)).status).toBe(201);
    const commented = await cardOn(onTwo, anaCookie);
    expect(commented?.comment_count).toBe(1);
    expect(commented?.comments.map((comment) => comment.text)).toEqual(['Vou levar frutas.']);

    const later = await createPost(onTwo, biaCookie, 'Poda das árvores');
    expect(later.status).toBe(201);
    expect(await cardOn(one, anaCookie, later.body.posts.id)).toBeDefined();
  });

  it("a post's page and its comment pages show a comment, a reply and a vote at once on the other instance", async () => {
    const created = await createPost(one, anaCookie, 'Mutirão na praça');
    const id: string = created.body.posts.id;
    type Comment = { id: string; text: string; upvotes: number; myvote: unknown; comment_total: number };
    const commentsOn = async (cookie: string, parent?: string) => {
      const query = parent === undefined ? '?comment_page=1' : `?comment_page=1&comment_id=${parent}`;
      const answer = await call(onTwo, cookie, 'GET', `${commentsPath(id)}${query}`);
      expect(answer.status).toBe(200);
      return answer.body as { comments: Comment[]; meta: { total: number } };
    };
    const postOn = async (cookie: string) => {
      const answer = await call(onTwo, cookie, 'GET', postPath(id));
      expect(answer.status).toBe(200);
      return answer.body.posts as {
        comment_count: number;
        upvotes: number;
        myvote: unknown;
        comments: Comment[];
      };
    };
    // Warm both readers' post page and first comment page on instance two.
    expect((await postOn(anaCookie)).comments).toEqual([]);
    expect((await postOn(biaCookie)).comment_count).toBe(0);
    expect((await commentsOn(anaCookie)).meta.total).toBe(0);
    expect((await commentsOn(biaCookie)).comments).toEqual([]);

    const form = new URLSearchParams({ [commentFormFields.text]: 'Levo as luvas.' });
    const comment = await call(one, biaCookie, 'POST', commentsPath(id), form);
    expect(comment.status).toBe(201);
    const commentId: string = comment.body.comment.id;
    expect((await commentsOn(anaCookie)).comments.map((shown) => shown.text)).toEqual(['Levo as luvas.']);
    expect((await commentsOn(anaCookie)).meta.total).toBe(1);
    expect((await postOn(anaCookie)).comment_count).toBe(1);

    // Ana's vote on the comment is counted for everyone and marked as hers only.
    expect((await call(one, anaCookie, 'PUT', `${commentsPath(id)}/${commentId}/upvote`)).status).toBe(200);
    const [seenByAna] = (await commentsOn(anaCookie)).comments;
    expect(seenByAna).toMatchObject({ upvotes: 1, myvote: { direction: 'up' } });
    const [seenByBia] = (await commentsOn(biaCookie)).comments;
    expect(seenByBia).toMatchObject({ upvotes: 1, myvote: null });
    expect((await postOn(anaCookie)).comments[0]).toMatchObject({ upvotes: 1, myvote: { direction: 'up' } });
    expect((await postOn(biaCookie)).comments[0]).toMatchObject({ upvotes: 1, myvote: null });

    // A vote on the post, and a reply, on the replies' page and under its comment.
    expect((await call(one, biaCookie, 'PUT', `${postPath(id)}/upvote`)).status).toBe(200);
    expect(await postOn(biaCookie)).toMatchObject({ upvotes: 1, myvote: { direction: 'up' } });
    expect(await postOn(anaCookie)).toMatchObject({ upvotes: 1, myvote: null });
    expect((await commentsOn(anaCookie, commentId)).comments).toEqual([]);
    const reply = new URLSearchParams({
      [commentFormFields.text]: 'Eu levo os sacos.',
      [commentFormFields.parentId]: commentId,
    });
    expect((await call(one, anaCookie, 'POST', commentsPath(id), reply)).status).toBe(201);
    expect((await commentsOn(biaCookie, commentId)).comments.map((shown) => shown.text)).toEqual([
      'Eu levo os sacos.',
    ]);
    expect((await commentsOn(biaCookie)).comments[0]?.comment_total).toBe(1);
    expect((await postOn(biaCookie)).comment_count).toBe(2);

    // Another area's resident never reads the page the cache holds for this area.
    const elsewhere = await one.createMember({ username: 'davi_cache', areaName: 'Pinheiros' });
    const daviCookie = await one.login(elsewhere.username);
    expect((await call(onTwo, daviCookie, 'GET', postPath(id))).status).toBe(404);
    expect((await call(onTwo, daviCookie, 'GET', `${commentsPath(id)}?comment_page=1`)).status).toBe(404);
  });

  it("the members list shows a vote's influence points at once on the other instance", async () => {
    const pointsOf = async (server: TestServer) => {
      const answer = await call(server, biaCookie, 'GET', `${apiPaths.users}?page=1&per_page=20`);
      return (answer.body.users as { username: string; points: number }[]).find(
        (user) => user.username === ana.username,
      )?.points;
    };
    const before = await pointsOf(onTwo);
    const other = await one.createMember({ username: 'caio_cache' });
    const caioCookie = await one.login(other.username);
    expect((await call(one, caioCookie, 'PUT', `${postPath(postId)}/upvote`)).status).toBe(200);
    expect(await pointsOf(onTwo)).toBeGreaterThan(before ?? 0);
    const names = await call(onTwo, biaCookie, 'GET', `${apiPaths.users}?page=1&per_page=20`);
    expect((names.body.users as { username: string }[]).map((user) => user.username)).toContain('caio_cache');
  });

  it("the bell lists a neighbour's comment at once on the other instance, and marking it seen too", async () => {
    const bell = async () =>
      (await call(onTwo, anaCookie, 'GET', `${notificationPaths.notifications}?page=1`)).body;
    const before = await bell();
    const form = new URLSearchParams({ [commentFormFields.text]: 'Que horas começa?' });
    expect((await call(one, biaCookie, 'POST', commentsPath(postId), form)).status).toBe(201);
    const after = await bell();
    expect(after.meta.unread_count).toBeGreaterThan(before.meta.unread_count);
    expect((await call(one, anaCookie, 'PUT', notificationPaths.notificationsMarkAllRead)).status).toBe(200);
    expect((await bell()).meta.unread_count).toBe(0);
  });

  it('the conversations list counts a new message at once, and reading it (a GET) clears the count', async () => {
    const created = await createConversation(one, anaCookie, [bia.id]);
    const id: string = created.body.conversation.id;
    expect((await listConversations(onTwo, biaCookie)).body.meta.unread_message_count).toBe(0);
    expect((await sendMessage(one, anaCookie, id, { body: 'Oi, Bia!' })).status).toBe(201);
    expect((await listConversations(onTwo, biaCookie)).body.meta.unread_message_count).toBe(1);
    expect((await call(one, biaCookie, 'GET', conversationMessagesPath(id))).status).toBe(200);
    expect((await listConversations(onTwo, biaCookie)).body.meta.unread_message_count).toBe(0);
  });
});
