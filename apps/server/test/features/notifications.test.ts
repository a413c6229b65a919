import {
  apiPaths,
  commentsPath,
  commentVotePath,
  notificationPath,
  pollResponsePath,
  postActionPath,
} from '@vizinhos/api';
import { buildLiveDestination, describeNotification, readNotificationsAnswer } from '@vizinhos/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/openDatabase.ts';
import { notificationCounts, notifications } from '../../src/db/schema.ts';
import {
  recordActivity,
  repairNotificationCounts,
  securityNotificationsKey,
} from '../../src/features/notifications/index.ts';
import { notificationsServerTexts } from '../../src/features/notifications/notifications.texts.ts';
import { notifySecurityPost } from '../../src/features/notifications/recordActivity.ts';
import { createPost as createPostRow } from '../../src/features/posts/repository.ts';
import { bodyOf, destinationOf } from '../support/liveSubscriber.ts';
import { frameIs, openRawStompClient, type RawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { call, postForm } from './postsHelpers.ts';

// Notifications (spec: Entities and their fields, Calls, Business constants and limits): each kind
// made for the right resident and never for the actor, repeated votes folded with a count, pages,
// marking one (only one's own) and all, and the activity event on the recipient's own topic only.

let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let ana: TestMember;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  ana = await server.createMember({ username: 'ana' });
  await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  for (const name of ['maria', 'joao', 'ana', 'forasteira']) cookies[name] = await server.login(name);
});
afterAll(async () => {
  await server.close();
});

type WireItem = Record<string, unknown> & { id: string; type: string; count: number; seen: boolean };

const list = async (who: string, search = '') => {
  const answer = await call(server, cookies[who] ?? '', 'GET', `${apiPaths.notifications}${search}`);
  expect(answer.status).toBe(200);
  return answer.body as { notifications: WireItem[]; meta: Record<string, number> };
};
const markAll = (who: string) => call(server, cookies[who] ?? '', 'PUT', apiPaths.notificationsMarkAllRead);
const json = (value: unknown) => JSON.stringify(value);
const put = (who: string, url: string, body: unknown) =>
  server.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: cookies[who] ?? '', 'content-type': 'application/json' },
    payload: json(body),
  });
const createPost = async (who: string, input: Parameters<typeof postForm>[0]) => {
  const answer = await call(server, cookies[who] ?? '', 'POST', apiPaths.posts, postForm(input));
  expect(answer.status).toBe(201);
  // A Segurança post's area is notified after its answer: wait for that work.
  await server.settled();
  return answer.body.posts as { id: string; poll_options: Array<{ _id: { $oid: string } }> };
};
const comment = async (who: string, postId: string, text: string, parentId?: string) => {
  const form = new FormData();
  form.set('comment[text]', text);
  if (parentId) form.set('comment_id', parentId);
  const answer = await call(server, cookies[who] ?? '', 'POST', commentsPath(postId), form);
  expect(answer.status).toBe(201);
  return answer.body.comment.id as string;
};
const vote = (who: string, postId: string, direction: 'upvote' | 'downvote') =>
  call(server, cookies[who] ?? '', 'PUT', postActionPath(postId, direction));

describe('each kind for the right resident, never the actor', () => {
  it('a vote on one’s post names the direction and voter; one’s own vote notifies nobody', async () => {
    await markAll('maria');
    const post = await createPost('maria', { title: 'Buraco na Rua das Flores', post_category: 'Geral' });
    await vote('maria', post.id, 'upvote');
    expect((await list('maria')).meta.unread_count).toBe(0);
    await vote('joao', post.id, 'downvote');
    const [first] = (await list('maria')).notifications;
    expect(first).toMatchObject({
      type: 'vote',
      seen: false,
      count: 1,
      post_id: post.id,
      vote: { direction: 'down', user: { username: 'joao' }, post: { title: 'Buraco na Rua das Flores' } },
    });
    expect(describeNotification(first ?? {})).toEqual({
      title: 'Novo voto',
      content: 'joao não curtiu sua postagem "Buraco na Rua das Flores"',
    });
    expect((await list('joao')).notifications.some((n) => n.post_id === post.id)).toBe(false);
  });

  it('repeated votes on one post fold into one notification with a count (the count in parentheses)', async () => {
    await markAll('maria');
    const post = await createPost('maria', { title: 'Feira de trocas', post_category: 'Geral' });
    await vote('joao', post.id, 'upvote');
    await vote('ana', post.id, 'upvote');
    await vote('joao', post.id, 'upvote'); // taking a vote back notifies nobody
    await vote('joao', post.id, 'downvote');
    const mine = (await list('maria')).notifications.filter((n) => n.post_id === post.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ count: 3, vote: { direction: 'down', user: { username: 'joao' } } });
    expect(describeNotification(mine[0] ?? {}).title).toBe('Novo voto (3)');
    // Once seen, the next vote starts a new notification.
    await markAll('maria');
    await vote('ana', post.id, 'downvote');
    const after = (await list('maria')).notifications.filter((n) => n.post_id === post.id);
    expect(after.map((n) => [n.count, n.seen])).toEqual([
      [1, false],
      [3, true],
    ]);
  });

  it('a comment notifies the post’s author; a reply the parent’s author, once each', async () => {
    await Promise.all(['maria', 'joao', 'ana'].map(markAll));
    const post = await createPost('maria', { title: 'Poda das árvores', post_category: 'Geral' });
    const joaoComment = await comment('joao', post.id, 'Já pedi à prefeitura');
    await comment('maria', post.id, 'Obrigada!', joaoComment);
    await comment('ana', post.id, 'Eu também', joaoComment);
    const forMaria = (await list('maria')).notifications.filter((n) => n.post_id === post.id);
    expect(
      forMaria.map((n) => [n.type, (n.comment as { user: { username: string } }).user.username]),
    ).toEqual([
      ['comment', 'ana'],
      ['comment', 'joao'],
    ]);
    const forJoao = (await list('joao')).notifications.filter((n) => n.post_id === post.id);
    expect(forJoao.map((n) => [n.type, (n.comment as { body: string }).body])).toEqual([
      ['reply', 'Eu também'],
      ['reply', 'Obrigada!'],
    ]);
    expect((await list('ana')).meta.unread_count).toBe(0);
  });

  it('the author of both post and parent hears of a reply once', async () => {
    await markAll('maria');
    const post = await createPost('maria', { title: 'Mutirão de limpeza', post_category: 'Geral' });
    const own = await comment('maria', post.id, 'Quem vem?');
    await comment('joao', post.id, 'Eu vou', own);
    const forMaria = (await list('maria')).notifications.filter((n) => n.post_id === post.id);
    expect(forMaria.map((n) => n.type)).toEqual(['reply']);
  });

  it('a vote on one’s comment, folded per comment', async () => {
    await markAll('joao');
    const post = await createPost('maria', { title: 'Coleta seletiva', post_category: 'Geral' });
    const joaoComment = await comment('joao', post.id, 'Às terças e sextas');
    for (const who of ['maria', 'ana'])
      await call(server, cookies[who] ?? '', 'PUT', commentVotePath(post.id, joaoComment, 'up'));
    const [first] = (await list('joao')).notifications;
    expect(first).toMatchObject({
      type: 'vote',
      count: 2,
      vote: { comment: { body: 'Às terças e sextas' } },
    });
    expect(describeNotification(first ?? {}).content).toBe('ana curtiu seu comentário "Às terças e sextas"');
  });

  it('answers to one’s poll are counted in one poll_response_count', async () => {
    await markAll('maria');
    const poll = await createPost('maria', {
      title: 'Melhor dia do mutirão?',
      post_category: 'Votaçao',
      poll_options: ['Sábado', 'Domingo'],
    });
    const optionId = poll.poll_options[0]?._id.$oid ?? '';
    for (const who of ['joao', 'ana', 'maria'])
      await server.app.inject({
        method: 'POST',
        url: pollResponsePath(poll.id, optionId),
        headers: { cookie: cookies[who] ?? '', 'content-type': 'application/json' },
        payload: json({ poll_response: { poll_option_id: optionId } }),
      });
    const mine = (await list('maria')).notifications.filter((n) => n.post_id === poll.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'poll_response', count: 2, poll_response_count: { count: 2 } });
    expect(describeNotification(mine[0] ?? {})).toEqual({
      title: 'Resposta à enquete (2)',
      content: 'Novas respostas à sua enquete "Melhor dia do mutirão?"',
    });
  });

  it('a Segurança post notifies everyone else in its area, and no one in another', async () => {
    await Promise.all(['maria', 'joao', 'ana', 'forasteira'].map(markAll));
    const post = await createPost('ana', { title: 'Carro suspeito na esquina', post_category: 'Segurança' });
    await createPost('ana', { title: 'Bolo de fubá', post_category: 'Geral' });
    for (const who of ['maria', 'joao']) {
      const { notifications, meta } = await list(who);
      expect(meta.unread_count).toBe(1);
      expect(notifications[0]).toMatchObject({
        type: 'post',
        post_id: post.id,
        post: { title: 'Carro suspeito na esquina' },
      });
    }
    expect((await list('ana')).meta.unread_count).toBe(0);
    expect((await list('forasteira')).meta.unread_count).toBe(0);
  });

  it('a Segurança post whose instance stopped before notifying: the job queue notifies once, alone', async () => {
    await Promise.all(['maria', 'joao'].map(markAll));
    // As the post's route writes it, but nobody runs its job after the answer (the instance died).
    const postId = await createPostRow(server.db as Database, {
      areaId: ana.areaId,
      authorId: ana.id,
      fields: {
        title: 'Portão arrombado',
        text: '',
        category: 'Segurança',
        type: null,
        pollOptions: [],
        eventDate: null,
        longitude: null,
        latitude: null,
        objectivityScore: null,
      },
      imageId: undefined,
      now: new Date(),
    });
    expect((await list('maria')).meta.unread_count).toBe(0);
    // A job cut short after writing the rows: another resident's write call does not deliver them
    // (its answer would wait for the whole area); they stay for the job.
    await notifySecurityPost(server.db as Database, postId, new Date());
    await markAll('forasteira');
    const pendingAlerts = async () =>
      (
        await (server.db as Database)
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.postId, postId), eq(notifications.pending, true)))
      ).length;
    expect(await pendingAlerts()).toBe(2);
    // Any instance's next turn of the queue runs the job again: nothing written twice, all delivered.
    expect(await server.jobs.tick()).toBeGreaterThan(0);
    expect(await pendingAlerts()).toBe(0);
    const { notifications: listed, meta } = await list('maria');
    expect(meta.unread_count).toBe(1);
    expect(listed[0]).toMatchObject({ type: 'post', post_id: postId });
    expect((await list('joao')).meta.unread_count).toBe(1);
    expect(await server.jobs.runNow(securityNotificationsKey(postId))).toBe(false);
  });

  it('an invitation used notifies the inviter (recorded by signup in its transaction)', async () => {
    await markAll('joao');
    const newcomer = await server.createMember({ username: 'bia' });
    await recordActivity(server.db as Database, {
      kind: 'inviteUsed',
      inviterId: joao.id,
      newcomerId: newcomer.id,
    });
    await recordActivity(server.db as Database, {
      kind: 'inviteUsed',
      inviterId: joao.id,
      newcomerId: joao.id,
    });
    const { notifications, meta } = await list('joao');
    expect(meta.unread_count).toBe(1);
    expect(describeNotification(notifications[0] ?? {}).content).toBe(
      'bia entrou em Vila Mariana com seu convite',
    );
  });
});

describe('GET notifications: pages, newest first', () => {
  it('defaults to page 1 of 50; pages follow each other; the domain reads the answer', async () => {
    const post = await createPost('joao', { title: 'Muitos comentários', post_category: 'Geral' });
    for (let n = 0; n < 6; n += 1) await comment('ana', post.id, `Comentário ${n}`);
    const all = await list('joao');
    expect(all.meta).toMatchObject({ page: 1, per_page: 50 });
    const times = all.notifications.map((n) => Date.parse(n.created_at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = await list('joao', '?page=1&per_page=4');
    const second = await list('joao', '?page=2&per_page=4');
    expect(first.notifications).toHaveLength(4);
    expect([...first.notifications, ...second.notifications].map((n) => n.id)).toEqual(
      all.notifications.slice(0, 4 + second.notifications.length).map((n) => n.id),
    );
    expect(readNotificationsAnswer(first)).toHaveLength(4);
    expect(first.meta.total_count).toBe(all.notifications.length);
  });

  it.each([
    ['page 0', '?page=0'],
    ['a page that is no number', '?page=um'],
    ['per_page above 100', '?per_page=101'],
  ])('refuses %s in Portuguese', async (_name, search) => {
    const answer = await call(server, cookies.maria ?? '', 'GET', `${apiPaths.notifications}${search}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/[ãáéíóõç]|inválid/i);
  });

  it('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: apiPaths.notifications })).statusCode).toBe(401);
  });
});

describe('marking read', () => {
  it('PUT notifications/{id} with seen true marks one’s own; another’s is 404', async () => {
    const post = await createPost('maria', { title: 'Lâmpada queimada', post_category: 'Geral' });
    await comment('joao', post.id, 'Na frente do 120');
    const [target] = (await list('maria')).notifications;
    const id = target?.id ?? '';
    expect((await put('joao', notificationPath(id), { seen: true })).statusCode).toBe(404);
    const refused = await put('joao', notificationPath(id), { seen: true });
    expect(refused.json()).toEqual({ error: notificationsServerTexts.notFound });
    expect((await put('maria', notificationPath(id), { seen: false })).json()).toEqual({
      error: notificationsServerTexts.seenOnly,
    });
    const before = (await list('maria')).meta.unread_count ?? 0;
    const marked = await put('maria', notificationPath(id), { seen: true });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ ok: true });
    const after = await list('maria');
    expect(after.meta.unread_count).toBe(before - 1);
    expect(after.notifications.find((n) => n.id === id)?.seen).toBe(true);
    expect((await put('maria', notificationPath('nao-existe'), { seen: true })).statusCode).toBe(404);
  });

  it('PUT notifications/mark_all_read sets every one seen, only the reader’s', async () => {
    const post = await createPost('maria', { title: 'Praça sem luz', post_category: 'Geral' });
    await comment('joao', post.id, 'Verdade');
    await comment('maria', post.id, 'Vou ligar', undefined);
    const joaoUnread = (await list('joao')).meta.unread_count;
    const answer = await markAll('maria');
    expect(answer.status).toBe(200);
    expect(answer.body.ok).toBe(true);
    const after = await list('maria');
    expect(after.meta.unread_count).toBe(0);
    expect(after.notifications.every((n) => n.seen)).toBe(true);
    expect((await list('joao')).meta.unread_count).toBe(joaoUnread);
  });
});

describe('live: the activity event reaches the recipient’s own topic only', () => {
  const connect = async (cookie: string, stompKey: string) => {
    const client = await openRawStompClient(`${server.url.replace('http', 'ws')}/ws`, {
      headers: { cookie },
    });
    client.send('CONNECT\naccept-version:1.2\nhost:localhost\nlogin:guest\npasscode:guest\n\n\0');
    await client.waitFor(frameIs('CONNECTED'));
    const destination = buildLiveDestination('notification', stompKey);
    client.send(`SUBSCRIBE\nid:n\ndestination:${destination}\nreceipt:n\n\n\0`);
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'n'));
    return client;
  };
  let mariaLive: RawStompClient;
  let anaLive: RawStompClient;
  beforeAll(async () => {
    mariaLive = await connect(cookies.maria ?? '', maria.stompKey);
    anaLive = await connect(cookies.ana ?? '', ana.stompKey);
  });
  afterAll(() => {
    mariaLive?.socket.terminate();
    anaLive?.socket.terminate();
  });

  it('a comment on Maria’s post: the activity frame to Maria, nothing to Ana', async () => {
    const post = await createPost('maria', { title: 'Cachorro perdido', post_category: 'Geral' });
    const isActivity = (frame: Parameters<typeof bodyOf>[0]) =>
      frame.command === 'MESSAGE' && bodyOf(frame).event === 'activity';
    const arrival = mariaLive.waitFor(isActivity);
    await comment('joao', post.id, 'Vi ele na praça');
    const frame = await arrival;
    expect(destinationOf(frame)).toBe(buildLiveDestination('notification', maria.stompKey));
    expect(bodyOf(frame)).toMatchObject({
      event: 'activity',
      type: 'notification',
      payload: {
        notification: {
          type: 'comment',
          seen: false,
          post_id: post.id,
          comment: { body: 'Vi ele na praça' },
        },
      },
    });
    // A later frame to Ana proves the earlier one would have arrived by now.
    const anaArrival = anaLive.waitFor(isActivity);
    const anaPost = await createPost('ana', { title: 'Achados', post_category: 'Geral' });
    await vote('joao', anaPost.id, 'upvote');
    const anaFrame = await anaArrival;
    expect(bodyOf(anaFrame)).toMatchObject({
      type: 'vote_notification',
      payload: { notification: { post_id: anaPost.id } },
    });
    expect(anaLive.frames.filter(isActivity)).toHaveLength(1);
  });

  it('a folded vote goes out again under the same id with the new count', async () => {
    const post = await createPost('maria', { title: 'Calçada quebrada', post_category: 'Geral' });
    const activityFor = (count: number) => (frame: Parameters<typeof bodyOf>[0]) =>
      frame.command === 'MESSAGE' &&
      bodyOf(frame).payload?.notification?.post_id === post.id &&
      bodyOf(frame).payload.notification.count === count;
    const one = mariaLive.waitFor(activityFor(1));
    await vote('joao', post.id, 'upvote');
    const two = mariaLive.waitFor(activityFor(2));
    await vote('ana', post.id, 'upvote');
    const [a, b] = [bodyOf(await one), bodyOf(await two)];
    expect(b.payload.notification.id).toBe(a.payload.notification.id);
  });
});

describe('the bell counts are stored counters', () => {
  const recounted = async () => {
    const db = server.db as Database;
    const stored = await db.select().from(notificationCounts);
    const counted = await db
      .select({
        userId: notifications.userId,
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where not ${notifications.seen}))::int`,
      })
      .from(notifications)
      .groupBy(notifications.userId);
    const byUser = (rows: Array<{ userId: string; total: number; unread: number }>) =>
      Object.fromEntries(
        rows.filter((row) => row.total !== 0 || row.unread !== 0).map((row) => [row.userId, row]),
      );
    return { stored: byUser(stored), counted: byUser(counted) };
  };

  it('equal a count of the rows after writes, folds, marks, a deleted post and a Segurança post', async () => {
    const post = await createPost('maria', { title: 'Vendo bicicleta' });
    await comment('joao', post.id, 'Quanto?');
    await comment('ana', post.id, 'Ainda tem?');
    await put('joao', postActionPath(post.id, 'upvote'), {});
    await put('ana', postActionPath(post.id, 'upvote'), {});
    await createPost('joao', { title: 'Janela quebrada', post_category: 'Segurança' });
    let { stored, counted } = await recounted();
    expect(stored).toEqual(counted);
    expect((await list('maria')).meta.unread_count).toBe(stored[maria.id]?.unread);
    await markAll('maria');
    await call(server, cookies.maria ?? '', 'DELETE', `${apiPaths.posts}/${post.id}`);
    ({ stored, counted } = await recounted());
    expect(stored).toEqual(counted);
    expect(await repairNotificationCounts(server.db as Database)).toBe(0);
    // A wrong counter is put right by `pnpm admin recontar`'s repair.
    await (server.db as Database)
      .update(notificationCounts)
      .set({ unread: 99 })
      .where(eq(notificationCounts.userId, joao.id));
    expect(await repairNotificationCounts(server.db as Database)).toBe(1);
    ({ stored, counted } = await recounted());
    expect(stored).toEqual(counted);
  });
});
