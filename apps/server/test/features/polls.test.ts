import { apiPaths, pollResponsePath, postPath } from '@vizinhos/api';
import { buildLiveDestination } from '@vizinhos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollOptions, pollResponses } from '../../src/db/schema.ts';
import { pollsServerTexts } from '../../src/features/polls/polls.texts.ts';
import { bodyOf, nextMessage, subscribeToArea } from '../support/liveSubscriber.ts';
import { frameIs, type RawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { call, postForm } from './postsHelpers.ts';

// Poll answers (spec: Calls: POST posts/{id}/poll_responses/{optionId}, answering post.poll_options):
// one per resident, counted in the same transaction, the reader's choice on the wire, and the new
// counts published live (poll_update) to the area, as a second resident's STOMP client receives them.

let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let mariaCookie: string;
let joaoCookie: string;
let anaCookie: string;
let moemaCookie: string;
let joaoLive: RawStompClient;

const next = (client: RawStompClient, type: string, postId: string) =>
  nextMessage(
    client,
    type,
    postId,
    (body) => (body.post_id as string | undefined) ?? (body.post as { id?: string } | undefined)?.id,
  );

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  await server.createMember({ username: 'ana' });
  await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  mariaCookie = await server.login('maria');
  joaoCookie = await server.login('joao');
  anaCookie = await server.login('ana');
  moemaCookie = await server.login('forasteira');
  joaoLive = await subscribeToArea(server.url, joaoCookie, joao.areaId, ['timeline']);
});
afterAll(async () => {
  joaoLive?.socket.terminate();
  await server.close();
});

type WireOption = { _id: { $oid: string }; label: string; count: number; is_user_response: boolean };

async function createPoll(labels = ['Sábado', 'Domingo', 'Quarta']) {
  const form = postForm({ title: 'Melhor dia do mutirão?', post_category: 'Votaçao', poll_options: labels });
  const answer = await call(server, mariaCookie, 'POST', apiPaths.posts, form);
  expect(answer.status).toBe(201);
  const post = answer.body.posts as { id: string; poll_options: WireOption[] };
  return { id: post.id, options: post.poll_options.map((option) => option._id.$oid) };
}
const answerPoll = (
  cookie: string,
  postId: string,
  optionId: string,
  body: unknown = {
    poll_response: { poll_option_id: optionId },
  },
) =>
  server.app.inject({
    method: 'POST',
    url: pollResponsePath(postId, optionId),
    headers: { cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('POST poll_responses: one answer per resident, counted', () => {
  it('answers post.poll_options with the counts, the reader’s check and the reader’s own response', async () => {
    const poll = await createPoll();
    const answer = await answerPoll(joaoCookie, poll.id, poll.options[1] ?? '');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      post: {
        _id: { $oid: poll.id },
        id: poll.id,
        poll_options: [
          {
            _id: { $oid: poll.options[0] },
            label: 'Sábado',
            count: 0,
            is_user_response: false,
            poll_option_responses: [],
          },
          {
            _id: { $oid: poll.options[1] },
            label: 'Domingo',
            count: 1,
            is_user_response: true,
            poll_option_responses: [{ user_id: { $oid: joao.id } }],
          },
          {
            _id: { $oid: poll.options[2] },
            label: 'Quarta',
            count: 0,
            is_user_response: false,
            poll_option_responses: [],
          },
        ],
      },
    });
  });

  it('the card shows each reader their own choice only; counts add up every answer', async () => {
    const poll = await createPoll();
    await answerPoll(joaoCookie, poll.id, poll.options[0] ?? '');
    await answerPoll(anaCookie, poll.id, poll.options[0] ?? '');
    await answerPoll(mariaCookie, poll.id, poll.options[2] ?? '');
    const cardFor = async (cookie: string) =>
      (await call(server, cookie, 'GET', postPath(poll.id))).body.posts.poll_options as WireOption[];
    const forJoao = await cardFor(joaoCookie);
    expect(forJoao.map((option) => option.count)).toEqual([2, 0, 1]);
    expect(forJoao.map((option) => option.is_user_response)).toEqual([true, false, false]);
    expect(JSON.stringify(forJoao)).not.toContain(maria.id);
    const forMaria = await cardFor(mariaCookie);
    expect(forMaria.map((option) => option.is_user_response)).toEqual([false, false, true]);
    const page = await call(server, anaCookie, 'GET', `${apiPaths.posts}?include_stats=true`);
    const inList = page.body.posts.find((post: { id: string }) => post.id === poll.id);
    expect(inList.poll_options.map((option: WireOption) => option.is_user_response)).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('a second answer, the same option or another, is refused 409 in Portuguese and counts nothing', async () => {
    const poll = await createPoll();
    expect((await answerPoll(joaoCookie, poll.id, poll.options[0] ?? '')).statusCode).toBe(200);
    for (const option of [poll.options[0], poll.options[1]]) {
      const again = await answerPoll(joaoCookie, poll.id, option ?? '');
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: pollsServerTexts.alreadyAnswered, code: 'poll_answered' });
    }
    const counts = await server.db
      .select({ count: pollOptions.responseCount })
      .from(pollOptions)
      .where(eq(pollOptions.postId, poll.id))
      .orderBy(pollOptions.position);
    expect(counts.map((row) => row.count)).toEqual([1, 0, 0]);
  });

  it('two answers sent at once by one resident: one counts, the other is refused', async () => {
    const poll = await createPoll();
    const answers = await Promise.all(
      poll.options.map((option) => answerPoll(anaCookie, poll.id, option ?? '')),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await server.db.select().from(pollResponses).where(eq(pollResponses.postId, poll.id));
    const total = await server.db
      .select({ count: pollOptions.responseCount })
      .from(pollOptions)
      .where(eq(pollOptions.postId, poll.id));
    expect(rows).toHaveLength(1);
    expect(total.reduce((sum, row) => sum + row.count, 0)).toBe(1);
  });

  it('the body may be empty: the option in the path is the answer', async () => {
    const poll = await createPoll();
    const answer = await answerPoll(joaoCookie, poll.id, poll.options[2] ?? '', null);
    expect(answer.statusCode).toBe(200);
    const bare = await server.app.inject({
      method: 'POST',
      url: pollResponsePath(poll.id, poll.options[2] ?? ''),
      headers: { cookie: anaCookie },
    });
    expect(bare.statusCode).toBe(200);
  });

  it('an edit that changes the options takes their answers with them; one that keeps them keeps the answers', async () => {
    const poll = await createPoll(['Sim', 'Não']);
    await answerPoll(joaoCookie, poll.id, poll.options[0] ?? '');
    const edit = (labels: string[]) =>
      call(
        server,
        mariaCookie,
        'PUT',
        postPath(poll.id),
        postForm({ title: 'Pintamos a praça?', post_category: 'Votaçao', poll_options: labels }),
      );
    const kept = await edit(['Sim', 'Não']);
    expect(kept.body.posts.poll_options.map((option: WireOption) => option.count)).toEqual([1, 0]);
    const changed = await edit(['Sim', 'Não', 'Talvez']);
    expect(changed.body.posts.poll_options.map((option: WireOption) => option.count)).toEqual([0, 0, 0]);
    const rows = await server.db.select().from(pollResponses).where(eq(pollResponses.postId, poll.id));
    expect(rows).toEqual([]);
    const newOption = changed.body.posts.poll_options[2]._id.$oid as string;
    expect((await answerPoll(joaoCookie, poll.id, newOption)).statusCode).toBe(200);
  });
});

describe('refusals, each 4xx in Portuguese', () => {
  it.each<
    [
      string,
      () => Promise<{ cookie: string; postId: string; optionId: string; body?: unknown }>,
      number,
      string,
    ]
  >([
    [
      'another poll’s option',
      async () => ({
        cookie: joaoCookie,
        postId: (await createPoll()).id,
        optionId: (await createPoll()).options[0] ?? '',
      }),
      404,
      pollsServerTexts.optionNotFound,
    ],
    [
      'an unknown option',
      async () => ({ cookie: joaoCookie, postId: (await createPoll()).id, optionId: 'f'.repeat(24) }),
      404,
      pollsServerTexts.optionNotFound,
    ],
    [
      'a body naming another option',
      async () => {
        const poll = await createPoll();
        return {
          cookie: joaoCookie,
          postId: poll.id,
          optionId: poll.options[0] ?? '',
          body: { poll_response: { poll_option_id: poll.options[1] } },
        };
      },
      422,
      pollsServerTexts.optionMismatch,
    ],
    [
      'a post that is not a poll',
      async () => {
        const plain = await call(server, mariaCookie, 'POST', apiPaths.posts, postForm({ title: 'Aviso' }));
        return { cookie: joaoCookie, postId: plain.body.posts.id, optionId: 'f'.repeat(24) };
      },
      422,
      pollsServerTexts.notAPoll,
    ],
    [
      'another area’s poll',
      async () => {
        const poll = await createPoll();
        return { cookie: moemaCookie, postId: poll.id, optionId: poll.options[0] ?? '' };
      },
      404,
      'Postagem não encontrada.',
    ],
    [
      'an unknown post',
      async () => ({ cookie: joaoCookie, postId: 'f'.repeat(24), optionId: 'f'.repeat(24) }),
      404,
      'Postagem não encontrada.',
    ],
  ])('%s', async (_name, setup, status, error) => {
    const { cookie, postId, optionId, body } = await setup();
    const answer = await answerPoll(cookie, postId, optionId, body);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ error });
  });

  it('401 without a session', async () => {
    const poll = await createPoll();
    const answer = await server.app.inject({
      method: 'POST',
      url: pollResponsePath(poll.id, poll.options[0] ?? ''),
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('live: poll_update to the area after the commit', () => {
  it('a second resident receives the new counts, with no option marked as anyone’s', async () => {
    const poll = await createPoll();
    const arrival = next(joaoLive, 'poll_update', poll.id);
    await answerPoll(anaCookie, poll.id, poll.options[1] ?? '');
    const frame = await arrival;
    expect(frame.headers.find(([name]) => name === 'destination')?.[1]).toBe(
      buildLiveDestination('timeline', maria.areaId),
    );
    const body = bodyOf(frame);
    expect(body).toMatchObject({ type: 'poll_update', post: { _id: { $oid: poll.id } }, post_id: poll.id });
    expect(body.poll_options.map((option: WireOption) => [option.count, option.is_user_response])).toEqual([
      [0, false],
      [1, false],
      [0, false],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/user_id/);
  });

  it('nothing is published for a refused answer', async () => {
    const poll = await createPoll();
    await answerPoll(anaCookie, poll.id, poll.options[0] ?? '');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const before = joaoLive.frames.length;
    await answerPoll(anaCookie, poll.id, poll.options[1] ?? '');
    await answerPoll(anaCookie, poll.id, 'f'.repeat(24));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(joaoLive.frames.slice(before).filter(frameIs('MESSAGE'))).toEqual([]);
  });

  it('an author’s edit goes to the area without the author’s own vote or poll choice', async () => {
    const poll = await createPoll(['Sim', 'Não']);
    await answerPoll(mariaCookie, poll.id, poll.options[0] ?? '');
    await call(server, mariaCookie, 'PUT', `${postPath(poll.id)}/upvote`);
    const update = next(joaoLive, 'post_update', poll.id);
    const form = postForm({ title: 'Editada', post_category: 'Votaçao', poll_options: ['Sim', 'Não'] });
    const own = await call(server, mariaCookie, 'PUT', postPath(poll.id), form);
    expect(own.body.posts.poll_options[0].is_user_response).toBe(true);
    expect(own.body.posts.myvote).toEqual({ direction: 'up' });
    const body = bodyOf(await update);
    expect(body.post.poll_options.map((option: WireOption) => option.is_user_response)).toEqual([
      false,
      false,
    ]);
    expect(body.post.poll_options[0].count).toBe(1);
    expect(body.post.myvote).toBeNull();
    const stored = await server.db
      .select()
      .from(pollResponses)
      .where(and(eq(pollResponses.postId, poll.id), eq(pollResponses.userId, maria.id)));
    expect(stored).toHaveLength(1);
  });
});
