import {
  apiPaths,
  commentFormFields,
  commentsPath,
  postPath,
  SERVICES_PAGE_SIZE,
  servicePaths,
} from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLimitText } from '../../src/auth/writeLimits.texts.ts';
import { writeRules } from '../../src/auth/writeLimits.ts';
import { createConversation, sendMessage } from '../features/messagingHelpers.ts';
import { call, postForm } from '../features/postsHelpers.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// Every write has a limit per resident, reserved in the database before the write: a script's burst
// meets a 429 with Retry-After and a Portuguese text within seconds, and exactly the limit passes
// even when the burst arrives at once; a resident at a human pace never meets one.

let server: TestServer;
let clock = new Date('2026-11-24T12:00:00.000Z');
let counter = 0;

type Resident = { id: string; cookie: string };

async function resident(areaName = 'Vila Limite'): Promise<Resident> {
  counter += 1;
  const member = await server.createMember({ username: `limite${counter}`, areaName });
  return { id: member.id, cookie: await server.login(member.username) };
}

const commentForm = (text: string) => {
  const form = new FormData();
  form.set(commentFormFields.text, text);
  return form;
};

const serviceBody = (name: string) =>
  JSON.stringify({
    service: {
      name,
      kind: 'reparos',
      phone: '(11) 98888-7777',
      address: 'Rua A, 1',
      opening_hours: '24 horas',
    },
  });

async function addService(who: Resident, name: string) {
  const response = await fetch(`${server.url}${servicePaths.services}`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'content-type': 'application/json' },
    body: serviceBody(name),
  });
  return {
    status: response.status,
    body: await response.json(),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** The Portuguese text of a refusal. */
const errorOf = (answer: { body: unknown } | undefined) =>
  (answer?.body as { error?: string } | undefined)?.error;

/** Sends `count` calls at once and sorts the answers by status. */
async function burst<T extends { status: number; body: unknown }>(
  count: number,
  send: (index: number) => Promise<T>,
) {
  const answers = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const statuses = answers.map((answer) => answer.status);
  return {
    answers,
    passed: statuses.filter((status) => status < 300).length,
    refused: answers.filter((a) => a.status === 429),
  };
}

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

// Hundreds of real HTTP calls each: slow on PostgreSQL under a full parallel run.
describe('a script’s burst meets a 429 with Retry-After and a Portuguese text', { timeout: 120_000 }, () => {
  it('40 posts at once: exactly the limit passes', async () => {
    const author = await resident();
    const { passed, refused } = await burst(40, (index) =>
      call(server, author.cookie, 'POST', apiPaths.posts, postForm({ title: `Aviso ${index}` })),
    );
    expect(passed).toBe(writeRules.post.hits);
    expect(refused.length).toBe(40 - writeRules.post.hits);
    expect(errorOf(refused[0])).toBe('Você fez postagens demais em pouco tempo. Tente novamente em 1 hora.');
  });

  it('15 Segurança posts at once: the tighter limit', async () => {
    const author = await resident();
    const { passed, refused } = await burst(15, (index) =>
      call(
        server,
        author.cookie,
        'POST',
        apiPaths.posts,
        postForm({ title: `Alerta ${index}`, post_category: 'Segurança' }),
      ),
    );
    expect(passed).toBe(writeRules.securityPost.hits);
    expect(errorOf(refused[0])).toBe(writeLimitText('securityPost', 3600));
  });

  it('80 comments, votes past the limit, and flags past the limit', async () => {
    const author = await resident();
    const talker = await resident();
    const post = await call(server, author.cookie, 'POST', apiPaths.posts, postForm({ title: 'Feira' }));
    const postId = post.body.posts.id as string;
    const comments = await burst(80, (index) =>
      call(server, talker.cookie, 'POST', commentsPath(postId), commentForm(`Comentário ${index}`)),
    );
    expect(comments.passed).toBe(writeRules.comment.hits);
    expect(errorOf(comments.refused[0])).toContain('comentários demais');

    const votes = await burst(writeRules.vote.hits + 20, () =>
      call(server, talker.cookie, 'PUT', `${postPath(postId)}/upvote`),
    );
    expect(votes.passed).toBe(writeRules.vote.hits);

    const flagger = await resident();
    const ids: string[] = [];
    for (const writer of [author, await resident()])
      for (let index = 0; index < 11; index += 1)
        ids.push(
          (await call(server, writer.cookie, 'POST', apiPaths.posts, postForm({ title: `P${index}` }))).body
            .posts.id,
        );
    const flags = await burst(ids.length, (index) =>
      call(server, flagger.cookie, 'PUT', `${postPath(ids[index] ?? '')}/flag`),
    );
    expect(flags.passed).toBe(writeRules.flag.hits);
    expect(errorOf(flags.refused[0])).toContain('denúncias demais');
  });

  it('200 messages, 40 group conversations, 40 services', async () => {
    const sender = await resident();
    const neighbours = [await resident(), await resident()];
    const group = await createConversation(
      server,
      sender.cookie,
      neighbours.map((one) => one.id),
      'Rua',
    );
    expect(group.status).toBe(201);
    const conversationId = group.body.conversation.id as string;
    const messages = await burst(200, (index) =>
      sendMessage(server, sender.cookie, conversationId, { body: `Oi ${index}` }),
    );
    expect(messages.passed).toBe(writeRules.message.hits);
    expect(errorOf(messages.refused[0])).toContain('mensagens demais');

    const founder = await resident();
    const groups = await burst(40, (index) =>
      createConversation(
        server,
        founder.cookie,
        neighbours.map((one) => one.id),
        `Grupo ${index}`,
      ),
    );
    expect(groups.passed).toBe(writeRules.conversation.hits);

    const lister = await resident();
    const services = await burst(40, (index) => addService(lister, `Serviço ${index}`));
    expect(services.passed).toBe(writeRules.service.hits);
    expect(services.refused[0]?.retryAfter).toMatch(/^\d+$/);
  });

  it('group additions count the residents added, across calls', async () => {
    const founder = await resident('Vila Grande');
    const many: string[] = [];
    for (let index = 0; index < 100; index += 1)
      many.push((await server.createMember({ username: `grande${index}`, areaName: 'Vila Grande' })).id);
    const first = await createConversation(server, founder.cookie, many, 'Todos 1');
    const second = await createConversation(server, founder.cookie, many, 'Todos 2');
    const third = await createConversation(server, founder.cookie, many, 'Todos 3');
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(third.status).toBe(429);
    expect(third.body.error).toContain('pessoas adicionadas a conversas demais');
  });

  it('the refusal sets Retry-After to the end of the window and frees it then', async () => {
    const author = await resident();
    for (let index = 0; index < writeRules.securityPost.hits; index += 1)
      await call(
        server,
        author.cookie,
        'POST',
        apiPaths.posts,
        postForm({ title: `A${index}`, post_category: 'Segurança' }),
      );
    const response = await fetch(`${server.url}${apiPaths.posts}`, {
      method: 'POST',
      headers: { cookie: author.cookie },
      body: postForm({ title: 'De novo', post_category: 'Segurança' }),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBe(3600);
    clock = new Date(clock.getTime() + 3_600_000);
    const later = await call(
      server,
      author.cookie,
      'POST',
      apiPaths.posts,
      postForm({ title: 'Depois', post_category: 'Segurança' }),
    );
    expect(later.status).toBe(201);
  });
});

describe('a resident at a human pace never meets a limit', { timeout: 120_000 }, () => {
  it('the first 3 posts, 1 Segurança, 5 comments, 10 messages, 2 conversations and 2 services sent at once pass', async () => {
    const me = await resident();
    const neighbours = [await resident(), await resident(), await resident()];
    const posts = await burst(3, (index) =>
      call(server, me.cookie, 'POST', apiPaths.posts, postForm({ title: `Oi ${index}` })),
    );
    const security = await burst(1, () =>
      call(
        server,
        me.cookie,
        'POST',
        apiPaths.posts,
        postForm({ title: 'Portão aberto', post_category: 'Segurança' }),
      ),
    );
    const postId = posts.answers[0]?.body as { posts: { id: string } };
    const comments = await burst(5, (index) =>
      call(server, me.cookie, 'POST', commentsPath(postId.posts.id), commentForm(`C${index}`)),
    );
    const conversations = await burst(2, (index) =>
      createConversation(
        server,
        me.cookie,
        [neighbours[0]?.id ?? '', neighbours[index + 1]?.id ?? ''],
        `G${index}`,
      ),
    );
    const conversationId =
      (conversations.answers[0]?.body as { conversation: { id: string } } | undefined)?.conversation.id ?? '';
    const messages = await burst(10, (index) =>
      sendMessage(server, me.cookie, conversationId, { body: `M${index}` }),
    );
    const services = await burst(2, (index) => addService(me, `S${index}`));
    expect(
      [posts, security, comments, conversations, messages, services].map((one) => one.refused.length),
    ).toEqual([0, 0, 0, 0, 0, 0]);
    expect([
      posts.passed,
      security.passed,
      comments.passed,
      conversations.passed,
      messages.passed,
      services.passed,
    ]).toEqual([3, 1, 5, 2, 10, 2]);
  });

  it('three hours of a busy resident: a post every 10 minutes, comments, messages and votes in between', async () => {
    const me = await resident();
    const other = await resident();
    const group = await createConversation(server, me.cookie, [other.id, (await resident()).id], 'Vizinhos');
    const conversationId = group.body.conversation.id as string;
    const statuses: number[] = [];
    for (let step = 0; step < 18; step += 1) {
      clock = new Date(clock.getTime() + 10 * 60_000);
      const post = await call(
        server,
        me.cookie,
        'POST',
        apiPaths.posts,
        postForm({ title: `Passo ${step}`, post_category: step % 6 === 0 ? 'Segurança' : 'Geral' }),
      );
      statuses.push(post.status);
      const postId = post.body.posts.id as string;
      for (let index = 0; index < 4; index += 1) {
        statuses.push(
          (await call(server, me.cookie, 'POST', commentsPath(postId), commentForm(`C${index}`))).status,
        );
        statuses.push(
          (
            await call(
              server,
              other.cookie,
              'PUT',
              `${postPath(postId)}/${index % 2 ? 'downvote' : 'upvote'}`,
            )
          ).status,
        );
      }
      for (let index = 0; index < 15; index += 1)
        statuses.push(
          (await sendMessage(server, me.cookie, conversationId, { body: `M${step}.${index}` })).status,
        );
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    expect(statuses.every((status) => status < 300)).toBe(true);
  });
});

describe('GET services pages like the other lists', () => {
  it('pages of SERVICES_PAGE_SIZE from 1, then a short page; a bad page is a Portuguese 400', async () => {
    const owners: Resident[] = [];
    for (let index = 0; index < 6; index += 1) owners.push(await resident('Vila Serviços'));
    for (const [index, owner] of owners.entries())
      for (let n = 0; n < 10; n += 1)
        expect((await addService(owner, `Serviço ${index}.${n}`)).status).toBe(201);
    const page = (n: number) =>
      call(server, owners[0]?.cookie ?? '', 'GET', `${servicePaths.services}?page=${n}`);
    const first = await page(1);
    const second = await page(2);
    expect(first.body.services).toHaveLength(SERVICES_PAGE_SIZE);
    expect(first.body.meta).toEqual({ page: 1, per_page: SERVICES_PAGE_SIZE });
    expect(second.body.services).toHaveLength(60 - SERVICES_PAGE_SIZE);
    expect((await page(3)).body.services).toEqual([]);
    const bad = await call(server, owners[0]?.cookie ?? '', 'GET', `${servicePaths.services}?page=zero`);
    expect(bad.status).toBe(400);
    expect(typeof bad.body.error).toBe('string');
  });
});
