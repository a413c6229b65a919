import { commentPath, commentsPath, commentVotePath, postVotePath } from '@vizinhos/api';
import { buildLiveDestination } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId } from '../../src/auth/createToken.ts';
import { posts } from '../../src/db/schema.ts';
import {
  bodyOf,
  destinationOf,
  heardMessage,
  nextMessage,
  subscribeToArea,
} from '../support/liveSubscriber.ts';
import { frameIs, type RawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

// Every live message of comments as a second resident's STOMP client receives it (spec: States and
// transitions): comment_update and comment_delete on the area's timeline, vote_update naming the
// comment and its counts on the area's posts topic; nothing for a refused write, nothing to another area.

let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let mariaCookie: string;
let joaoCookie: string;
let joaoLive: RawStompClient;

const commentIdOf = (body: Record<string, { id?: string } | string | undefined>) =>
  (body.comment_id as string | undefined) ?? (body.comment as { id?: string } | undefined)?.id;
const next = (client: RawStompClient, type: string, commentId?: string) =>
  nextMessage(client, type, commentId, commentIdOf);

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  mariaCookie = await server.login('maria');
  joaoCookie = await server.login('joao');
  joaoLive = await subscribeToArea(server.url, joaoCookie, joao.areaId);
});
afterAll(async () => {
  joaoLive?.socket.terminate();
  await server.close();
});

async function newPost(): Promise<string> {
  const id = createId();
  await server.db
    .insert(posts)
    .values({ id, areaId: maria.areaId, authorId: maria.id, title: 'Poste', category: 'Geral' });
  return id;
}
const comment = (postId: string, text: string, parentId?: string) => {
  const form = new URLSearchParams({ 'comment[text]': text });
  if (parentId) form.set('comment_id', parentId);
  return call(server, mariaCookie, 'POST', commentsPath(postId), form);
};
const putText = (cookie: string, postId: string, id: string, text: string) =>
  fetch(`${server.url}${commentPath(postId, id)}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ comment: { text } }),
  });

describe('comments live to a second resident of the area', () => {
  it('a new comment and a reply: comment_update with the comment and the post’s counts', async () => {
    const postId = await newPost();
    const arrival = next(joaoLive, 'comment_update');
    const created = await comment(postId, 'A luz do poste queimou.');
    const frame = await arrival;
    expect(destinationOf(frame)).toBe(buildLiveDestination('timeline', maria.areaId));
    expect(bodyOf(frame)).toMatchObject({
      type: 'comment_update',
      comment: { id: created.body.comment.id, text: 'A luz do poste queimou.', user: { username: 'maria' } },
      post: { id: postId, comment_count: 1, comment_total: 1, comment_total_full: 1 },
      post_id: postId,
    });
    const replyArrival = next(joaoLive, 'comment_update');
    await comment(postId, 'Já avisei a prefeitura.', created.body.comment.id);
    expect(bodyOf(await replyArrival)).toMatchObject({
      comment: { comment_id: created.body.comment.id },
      post: { comment_count: 2, comment_total: 1, comment_total_full: 2 },
    });
  });

  it('an edit: comment_update; a deletion: comment_delete with its id and post', async () => {
    const postId = await newPost();
    const id = (await comment(postId, 'Antes')).body.comment.id;
    // The comment's own comment_update first (it may come after the answer), then the edit's.
    await heardMessage(joaoLive, 'comment_update', id, commentIdOf);
    const update = next(joaoLive, 'comment_update', id);
    await putText(mariaCookie, postId, id, 'Depois');
    expect(bodyOf(await update)).toMatchObject({ comment: { id, text: 'Depois' }, post_id: postId });
    const removal = next(joaoLive, 'comment_delete', id);
    await call(server, mariaCookie, 'DELETE', commentPath(postId, id));
    const frame = await removal;
    expect(destinationOf(frame)).toBe(buildLiveDestination('timeline', maria.areaId));
    expect(bodyOf(frame)).toMatchObject({
      type: 'comment_delete',
      comment: { _id: { $oid: id } },
      comment_id: id,
      post: { id: postId, comment_count: 1 },
      post_id: postId,
    });
  });

  it('a vote and its removal: vote_update naming the comment and its counts, nobody’s vote, on the area’s posts topic', async () => {
    const postId = await newPost();
    const id = (await comment(postId, 'Votem')).body.comment.id;
    const live = next(joaoLive, 'vote_update', id);
    await call(server, mariaCookie, 'PUT', commentVotePath(postId, id, 'up'));
    const frame = await live;
    expect(destinationOf(frame)).toBe(buildLiveDestination('posts', maria.areaId));
    // Who voted and which way go to the voter's own topic only (test/security/voteFrames.test.ts).
    expect(bodyOf(frame)).toEqual({
      type: 'vote_update',
      comment: { _id: { $oid: id } },
      comment_id: id,
      post: { _id: { $oid: postId } },
      post_id: postId,
      upvotes: 1,
      downvotes: 0,
    });
    const removal = next(joaoLive, 'vote_update', id);
    await fetch(`${server.url}${postVotePath(postId)}`, {
      method: 'DELETE',
      headers: { cookie: mariaCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ comment_id: id }),
    });
    expect(bodyOf(await removal)).toEqual({
      type: 'vote_update',
      comment: { _id: { $oid: id } },
      comment_id: id,
      post: { _id: { $oid: postId } },
      post_id: postId,
      upvotes: 0,
      downvotes: 0,
    });
  });

  it('nothing is published for a refused write, nor to another area', async () => {
    const postId = await newPost();
    const id = (await comment(postId, 'Meu')).body.comment.id;
    await heardMessage(joaoLive, 'comment_update', id, commentIdOf);
    const moema = await server.createMember({ username: 'vizinha.moema', areaName: 'Moema' });
    const outsider = await subscribeToArea(server.url, await server.login('vizinha.moema'), moema.areaId);
    const before = joaoLive.frames.length;
    await putText(joaoCookie, postId, id, 'Não é meu');
    await call(server, joaoCookie, 'DELETE', commentPath(postId, id));
    await comment(postId, '   ');
    await putText(mariaCookie, postId, id, '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(joaoLive.frames.slice(before).filter(frameIs('MESSAGE'))).toEqual([]);
    await comment(postId, 'Só Vila Mariana');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outsider.frames.filter(frameIs('MESSAGE'))).toEqual([]);
    outsider.socket.terminate();
  });
});
