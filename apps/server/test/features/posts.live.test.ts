import { apiPaths, postActionPath, postPath } from '@vizinhos/api';
import { buildLiveDestination } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postVotes } from '../../src/db/schema.ts';
import {
  bodyOf,
  destinationOf,
  heardMessage,
  nextMessage,
  subscribeToArea,
} from '../support/liveSubscriber.ts';
import { frameIs, type RawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { call, postForm } from './postsHelpers.ts';

// Votes and flags with their counts, and every live message of posts as a second resident's STOMP
// client receives it on the area's topics (spec: States and transitions, Calls).

let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let mariaCookie: string;
let joaoCookie: string;
let moemaCookie: string;
let joaoLive: RawStompClient;

const postIdOf = (body: Record<string, { id?: string } | string | undefined>) =>
  (body.post_id as string | undefined) ?? (body.post as { id?: string } | undefined)?.id;
const next = (client: RawStompClient, type: string, postId?: string) =>
  nextMessage(client, type, postId, postIdOf);

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  mariaCookie = await server.login('maria');
  joaoCookie = await server.login('joao');
  moemaCookie = await server.login('forasteira');
  joaoLive = await subscribeToArea(server.url, joaoCookie, joao.areaId);
});
afterAll(async () => {
  joaoLive?.socket.terminate();
  await server.close();
});

const create = async (title: string) => {
  const answer = await call(server, mariaCookie, 'POST', apiPaths.posts, postForm({ title }));
  return answer.body.posts.id as string;
};

describe('live messages reach a second resident of the area', () => {
  it('a new post: { type: "post", post, user } on the area timeline', async () => {
    const arrival = next(joaoLive, 'post');
    const id = await create('Chegou agora');
    const frame = await arrival;
    expect(destinationOf(frame)).toBe(buildLiveDestination('timeline', maria.areaId));
    expect(bodyOf(frame)).toMatchObject({
      type: 'post',
      post: { id, title: 'Chegou agora', user: { username: 'maria' }, upvotes: 0, myvote: null },
      user: { id: maria.id, username: 'maria' },
    });
  });

  it('an edit: post_update with the new post; a deletion: post_delete with its id', async () => {
    const id = await create('Antes');
    const update = next(joaoLive, 'post_update', id);
    await call(server, mariaCookie, 'PUT', postPath(id), postForm({ title: 'Depois' }));
    expect(bodyOf(await update)).toMatchObject({
      type: 'post_update',
      post: { id, title: 'Depois' },
      user: { id: maria.id },
    });
    const removal = next(joaoLive, 'post_delete', id);
    await call(server, mariaCookie, 'DELETE', postPath(id));
    const frame = await removal;
    expect(destinationOf(frame)).toBe(buildLiveDestination('timeline', maria.areaId));
    expect(bodyOf(frame)).toEqual({ type: 'post_delete', post: { _id: { $oid: id } }, post_id: id });
  });

  it('nothing is published for a refused write', async () => {
    const id = await create('Recusas');
    // The post's own frame first: it may come after the answer.
    await heardMessage(joaoLive, 'post', id, postIdOf);
    const before = joaoLive.frames.length;
    await call(server, joaoCookie, 'DELETE', postPath(id));
    await call(server, mariaCookie, 'PUT', postPath(id), postForm({ title: '' }));
    await call(server, mariaCookie, 'POST', apiPaths.posts, postForm({ title: '' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(joaoLive.frames.slice(before).filter(frameIs('MESSAGE'))).toEqual([]);
  });

  it('another area never hears of it', async () => {
    const moema = await server.createMember({ username: 'vizinha.moema', areaName: 'Moema' });
    const outsider = await subscribeToArea(server.url, await server.login('vizinha.moema'), moema.areaId);
    await create('Só Vila Mariana');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsider.frames.filter(frameIs('MESSAGE'))).toEqual([]);
    outsider.socket.terminate();
  });
});

describe('PUT upvote and downvote: up, down, none, with the counts right (vote_update)', () => {
  const vote = (cookie: string, id: string, action: 'upvote' | 'downvote') =>
    call(server, cookie, 'PUT', postActionPath(id, action));

  it.each<[string, 'upvote' | 'downvote', string, number, number]>([
    ['maria presses up', 'upvote', 'up', 1, 0],
    ['maria presses down: up becomes down', 'downvote', 'down', 0, 1],
    ['maria presses down again: no vote', 'downvote', 'none', 0, 0],
    ['maria presses up again', 'upvote', 'up', 1, 0],
  ])(
    '%s → %s (%d up, %d down), its counts live to the area posts topic',
    async (_, action, direction, up, down) => {
      votedPost ??= await create('Votem');
      const live = next(joaoLive, 'vote_update', votedPost);
      const answer = await vote(mariaCookie, votedPost, action);
      const counts = { post_id: votedPost, upvotes: up, downvotes: down };
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        ...counts,
        new_direction: direction,
        voter: { id: maria.id, username: 'maria' },
      });
      const frame = await live;
      expect(destinationOf(frame)).toBe(buildLiveDestination('posts', maria.areaId));
      // The area learns the counts, never who voted nor which way (README: Security; the voter's own
      // topic gets those: test/security/voteFrames.test.ts).
      expect(bodyOf(frame)).toEqual({ type: 'vote_update', post: { _id: { $oid: votedPost } }, ...counts });
      const card = await call(server, mariaCookie, 'GET', postPath(votedPost));
      expect(card.body.posts).toMatchObject({
        upvotes: up,
        downvotes: down,
        myvote: direction === 'none' ? null : { direction },
      });
    },
  );

  it('each resident has one vote; the counts add them up; each sees only their own myvote', async () => {
    const id = await create('Dois votos');
    await vote(mariaCookie, id, 'upvote');
    await vote(joaoCookie, id, 'downvote');
    await Promise.all([vote(joaoCookie, id, 'upvote'), vote(joaoCookie, id, 'upvote')]);
    const rows = await server.db.select().from(postVotes).where(eq(postVotes.postId, id));
    const forJoao = (await call(server, joaoCookie, 'GET', postPath(id))).body.posts;
    const forMaria = (await call(server, mariaCookie, 'GET', postPath(id))).body.posts;
    const stored = rows.filter((row) => row.direction === 'up').length;
    expect(forMaria.upvotes).toBe(stored);
    expect(forMaria.downvotes).toBe(rows.filter((row) => row.direction === 'down').length);
    expect(forMaria.myvote).toEqual({ direction: 'up' });
    expect(forJoao.myvote).toEqual(rows.some((row) => row.userId === joao.id) ? { direction: 'up' } : null);
  });

  it('404 in Portuguese for another area’s post and an unknown one', async () => {
    const id = await create('Longe');
    const notFound = { status: 404, body: { error: 'Postagem não encontrada.' } };
    expect(await vote(moemaCookie, id, 'upvote')).toEqual(notFound);
    expect(await vote(mariaCookie, 'f'.repeat(24), 'downvote')).toEqual(notFound);
  });
});
let votedPost: string | undefined;

describe('PUT flag: one per resident, the post hidden for everyone', () => {
  it('flags once, twice keeps one; the area gets post_update with flagged and nobody’s id', async () => {
    const id = await create('Suspeito');
    const live = next(joaoLive, 'post_update', id);
    const first = await call(server, joaoCookie, 'PUT', postActionPath(id, 'flag'));
    expect(first.status).toBe(200);
    expect(first.body.posts).toMatchObject({ flagged: true, flagged_by: [joao.id] });
    expect(bodyOf(await live).post).toMatchObject({ flagged: true, flagged_by: [] });
    const again = await call(server, joaoCookie, 'PUT', postActionPath(id, 'flag'));
    expect(again.body.posts.flagged_by).toEqual([joao.id]);
    // Each flagger sees only their own id: who else flagged is never sent.
    const both = await call(server, mariaCookie, 'PUT', postActionPath(id, 'flag'));
    expect(both.body.posts).toMatchObject({ flagged: true, flagged_by: [maria.id] });
    expect(await call(server, moemaCookie, 'PUT', postActionPath(id, 'flag'))).toEqual({
      status: 404,
      body: { error: 'Postagem não encontrada.' },
    });
  });
});
