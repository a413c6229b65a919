import { commentsPath, commentVotePath, postActionPath } from '@vizinhos/api';
import { buildLiveDestination } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createId } from '../../src/auth/createToken.ts';
import { posts } from '../../src/db/schema.ts';
import type { StompFrame } from '../../src/realtime/stompFrame.ts';
import { call } from '../features/postsHelpers.ts';
import { bodyOf, destinationOf, subscribeToArea } from '../support/liveSubscriber.ts';
import { frameIs, type RawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// No private traces in live votes (README: Security): a vote's vote_update reaches the whole area
// with the post or comment and its counts only; who voted and which way (the spec's new_direction
// and voter) go to the voter's own notification topic, so the voter's other tabs show their vote.

let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let mariaCookie: string;
/** João, a neighbour: the area's topics and his own notification topic, as his browser holds them. */
let joaoLive: RawStompClient;
/** Another tab of Maria, the voter: her own notification topic. */
let mariaOwn: RawStompClient;

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria.votante' });
  joao = await server.createMember({ username: 'joao.vizinho' });
  mariaCookie = await server.login('maria.votante');
  const joaoCookie = await server.login('joao.vizinho');
  joaoLive = await subscribeToArea(server.url, joaoCookie, joao.areaId);
  await subscribeTo(joaoLive, 'notification', joao.stompKey);
  mariaOwn = await subscribeToArea(server.url, mariaCookie, maria.stompKey, ['notification']);
});
afterAll(async () => {
  joaoLive?.socket.terminate();
  mariaOwn?.socket.terminate();
  await server.close();
});

async function subscribeTo(client: RawStompClient, topic: 'notification', key: string): Promise<void> {
  client.send(
    `SUBSCRIBE\nid:${topic}\ndestination:${buildLiveDestination(topic, key)}\nreceipt:${topic}\n\n\0`,
  );
  await client.waitFor(frameIs('RECEIPT', 'receipt-id', topic));
}

async function newPost(): Promise<string> {
  const id = createId();
  await server.db
    .insert(posts)
    .values({ id, areaId: maria.areaId, authorId: joao.id, title: 'Buraco na calçada', category: 'Geral' });
  return id;
}

/** The next vote_update after those already seen, on a destination. */
function nextVote(client: RawStompClient, destination: string): Promise<StompFrame> {
  const seen = new Set(client.frames);
  return client.waitFor(
    (frame) =>
      !seen.has(frame) &&
      frame.command === 'MESSAGE' &&
      destinationOf(frame) === destination &&
      bodyOf(frame).type === 'vote_update',
  );
}

const areaTopic = () => buildLiveDestination('posts', maria.areaId);
const mariaTopic = () => buildLiveDestination('notification', maria.stompKey);
const voteUpdatesOf = (client: RawStompClient) =>
  client.frames.filter(frameIs('MESSAGE')).filter((frame) => bodyOf(frame).type === 'vote_update');

/** Nothing of Maria in a frame's bytes: neither her id nor her name nor a direction. */
function expectNothingOfTheVoter(frame: StompFrame): void {
  const text = Buffer.from(frame.body).toString('utf8');
  expect(text).not.toContain(maria.id);
  expect(text).not.toContain('maria.votante');
  expect(bodyOf(frame)).not.toHaveProperty('voter');
  expect(bodyOf(frame)).not.toHaveProperty('new_direction');
}

describe('live votes carry nothing of the voter to the area', () => {
  it('a post vote: the neighbour gets the counts only; the voter’s own topic gets voter and direction', async () => {
    const postId = await newPost();
    const area = nextVote(joaoLive, areaTopic());
    const own = nextVote(mariaOwn, mariaTopic());
    const answer = await call(server, mariaCookie, 'PUT', postActionPath(postId, 'downvote'));
    expect(answer.status).toBe(200);
    const neighbours = await area;
    expect(bodyOf(neighbours)).toEqual({
      type: 'vote_update',
      post: { _id: { $oid: postId } },
      post_id: postId,
      upvotes: 0,
      downvotes: 1,
    });
    expectNothingOfTheVoter(neighbours);
    expect(bodyOf(await own)).toMatchObject({
      type: 'vote_update',
      post_id: postId,
      upvotes: 0,
      downvotes: 1,
      new_direction: 'down',
      voter: { _id: { $oid: maria.id }, id: maria.id, username: 'maria.votante' },
    });
  });

  it('a comment vote and its removal: the same split', async () => {
    const postId = await newPost();
    const form = new URLSearchParams({ 'comment[text]': 'Já reclamei na subprefeitura.' });
    const commentId = (await call(server, mariaCookie, 'POST', commentsPath(postId), form)).body.comment.id;
    const area = nextVote(joaoLive, areaTopic());
    const own = nextVote(mariaOwn, mariaTopic());
    expect((await call(server, mariaCookie, 'PUT', commentVotePath(postId, commentId, 'up'))).status).toBe(
      200,
    );
    const neighbours = await area;
    expect(bodyOf(neighbours)).toEqual({
      type: 'vote_update',
      comment: { _id: { $oid: commentId } },
      comment_id: commentId,
      post: { _id: { $oid: postId } },
      post_id: postId,
      upvotes: 1,
      downvotes: 0,
    });
    expectNothingOfTheVoter(neighbours);
    expect(bodyOf(await own)).toMatchObject({
      comment_id: commentId,
      upvotes: 1,
      new_direction: 'up',
      voter: { id: maria.id, username: 'maria.votante' },
    });

    const areaRemoval = nextVote(joaoLive, areaTopic());
    const ownRemoval = nextVote(mariaOwn, mariaTopic());
    // Pressing up again removes the vote (spec: States and transitions).
    await call(server, mariaCookie, 'PUT', commentVotePath(postId, commentId, 'up'));
    const removal = await areaRemoval;
    expect(bodyOf(removal)).toMatchObject({ comment_id: commentId, upvotes: 0, downvotes: 0 });
    expectNothingOfTheVoter(removal);
    expect(bodyOf(await ownRemoval)).toMatchObject({ comment_id: commentId, new_direction: 'none' });
  });

  it('the neighbour never receives a vote_update on his own topic, and every one he got names nobody', async () => {
    // The earlier tests' frames have all arrived (each was awaited); one more vote to be sure of order.
    const postId = await newPost();
    const area = nextVote(joaoLive, areaTopic());
    await call(server, mariaCookie, 'PUT', postActionPath(postId, 'upvote'));
    await area;
    const received = voteUpdatesOf(joaoLive);
    expect(received.length).toBeGreaterThanOrEqual(4);
    for (const frame of received) {
      expect(destinationOf(frame)).toBe(areaTopic());
      expectNothingOfTheVoter(frame);
    }
    // Maria's own topic got one frame per vote, each naming her.
    expect(voteUpdatesOf(mariaOwn).map((frame) => bodyOf(frame).voter.id)).toEqual(Array(4).fill(maria.id));
  });
});
