import { apiPaths, commentsPath } from '@vizinhos/api';
import { DEFAULT_PUSH_PREFERENCES, readPushPreferences, toWirePushPreferences } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStoredPreferences } from '../../src/features/push/index.ts';
import type { Mail } from '../../src/mail/outbox.ts';
import { subscribeToArea } from '../support/liveSubscriber.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { createConversation, listMessages, sendMessage } from './messagingHelpers.ts';
import { call, createPost } from './postsHelpers.ts';

// A direct message left unread is mailed 15 minutes on, when its reader has no live socket: once
// per conversation an hour, never in quiet hours; and the mail's one-click unsubscribe works
// without signing in (RFC 8058). The clock is the test's: no real minute passes.

let server: TestServer;
let clock = new Date('2026-11-24T15:00:00.000Z'); // 12:00 in São Paulo
const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};
let maria: TestMember;
let joao: TestMember;
const cookies: Record<string, string> = {};
let conversationId = '';

const messageMails = (member: TestMember) =>
  server.outbox.filter((mail) => mail.to === member.email && mail.subject.startsWith('Nova mensagem'));
const send = async (body: string) => {
  const answer = await sendMessage(server, cookies.joao ?? '', conversationId, { body });
  expect(answer.status).toBe(201);
};
const preferencesOf = async (member: TestMember) =>
  readPushPreferences((await loadStoredPreferences(server.db, [member.id])).get(member.id));

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  maria = await server.createMember({ username: 'maria_correio', areaName: 'Vila Correio' });
  joao = await server.createMember({ username: 'joao_correio', areaName: 'Vila Correio' });
  for (const [name, member] of [
    ['maria', maria],
    ['joao', joao],
  ] as const)
    cookies[name] = await server.login(member.username);
  const created = await createConversation(server, cookies.joao ?? '', [maria.id]);
  conversationId = created.body.conversation.id;
});
afterAll(() => server?.close());

describe('a message left unread', () => {
  it('is not mailed before 15 minutes', async () => {
    await send('Oi Maria, <b>tudo bem</b>?');
    minutes(10);
    await server.jobs.tick();
    expect(messageMails(maria)).toEqual([]);
  });

  it('is mailed once 15 minutes passed, escaped, with the conversation’s address', async () => {
    minutes(21);
    await server.jobs.tick();
    const [mail, ...more] = messageMails(maria);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Nova mensagem de joao_correio no Vizinhos');
    expect(mail?.html).toContain('Oi Maria, &lt;b&gt;tudo bem&lt;/b&gt;?');
    expect(mail?.text).toContain(`/conversas/${conversationId}`);
    expect(messageMails(joao)).toEqual([]);
  });

  it('is mailed at most once an hour per conversation', async () => {
    // 15:31: checked at 16:00, within the hour of the first mail: not mailed.
    await send('Você viu?');
    minutes(30);
    await server.jobs.tick();
    expect(messageMails(maria)).toHaveLength(1);
    // 16:01: checked at 16:45, over an hour since the first mail.
    await send('Maria?');
    minutes(44);
    await server.jobs.tick();
    expect(messageMails(maria)).toHaveLength(2);
  });

  it('is not mailed once read', async () => {
    await send('Lido a tempo');
    await listMessages(server, cookies.maria ?? '', conversationId);
    minutes(70);
    await server.jobs.tick();
    expect(messageMails(maria)).toHaveLength(2);
  });

  it('is not mailed while the reader is online', async () => {
    const live = await subscribeToArea(server.url, cookies.maria ?? '', maria.areaId);
    try {
      await send('Estou vendo você online');
      minutes(31);
      await server.jobs.tick();
      expect(messageMails(maria)).toHaveLength(2);
    } finally {
      live.socket.close();
      await live.closed;
    }
  });

  it('waits through quiet hours', async () => {
    const quiet = {
      ...DEFAULT_PUSH_PREFERENCES,
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    };
    const saved = await server.app.inject({
      method: 'PUT',
      url: apiPaths.pushPreferences,
      headers: { cookie: cookies.maria ?? '', 'content-type': 'application/json' },
      payload: JSON.stringify(toWirePushPreferences(quiet)),
    });
    expect(saved.statusCode).toBe(200);
    clock = new Date('2026-11-25T01:30:00.000Z'); // 22:30 in São Paulo
    await send('Boa noite');
    minutes(31);
    await server.jobs.tick();
    expect(messageMails(maria)).toHaveLength(2);
  });
});

describe('one-click unsubscribe', () => {
  let mail: Mail | undefined;
  beforeAll(() => {
    mail = messageMails(maria)[0];
  });

  it('asks on GET without a sign-in, and changes nothing (a link scanner may fetch it)', async () => {
    const url = new URL(mail?.unsubscribeUrl ?? '');
    const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="pt-BR"');
    expect(page.body).toContain('<form method="post"');
    expect((await preferencesOf(maria)).email.messages).toBe(true);
  });

  it('refuses a token not signed by the server, or another kind written into it', async () => {
    const url = new URL(mail?.unsubscribeUrl ?? '');
    const token = url.searchParams.get('t') ?? '';
    const forged = token.replace('.messages.', '.digest.');
    for (const t of [
      forged,
      'abc.messages.def',
      `${Buffer.from(joao.id).toString('base64url')}.messages.x`,
    ]) {
      const answer = await server.app.inject({
        method: 'POST',
        url: `/cancelar-emails?t=${encodeURIComponent(t)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(answer.statusCode).toBe(400);
    }
    expect((await preferencesOf(maria)).email).toEqual({ ...DEFAULT_PUSH_PREFERENCES.email });
  });

  it('the RFC 8058 POST turns that kind off, and nothing else, without a sign-in', async () => {
    const url = new URL(mail?.unsubscribeUrl ?? '');
    const answer = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    const after = await preferencesOf(maria);
    expect(after.email).toEqual({ ...DEFAULT_PUSH_PREFERENCES.email, messages: false });
    expect(after.quietHours.enabled).toBe(true);
    clock = new Date('2026-11-25T15:00:00.000Z');
    await send('Depois do cancelamento');
    minutes(31);
    await server.jobs.tick();
    expect(messageMails(maria)).toHaveLength(2);
  });
});

describe('what cannot wait, by mail when no push reaches the resident', () => {
  const alertMails = (member: TestMember) =>
    server.outbox.filter((mail) => mail.to === member.email && mail.link.includes('/posts/'));

  it('a comment on their post is mailed once, with the post’s address', async () => {
    clock = new Date('2026-11-26T15:00:00.000Z');
    const post = await createPost(server, cookies.maria ?? '', 'Alguém viu meu gato?');
    const postId = post.body.posts.id as string;
    const comment = await call(
      server,
      cookies.joao ?? '',
      'POST',
      commentsPath(postId),
      new URLSearchParams({ 'comment[text]': 'Vi um gato <laranja> na padaria' }),
    );
    expect(comment.status).toBe(201);
    await server.jobs.tick();
    await server.jobs.tick();
    const [mail, ...more] = alertMails(maria);
    expect(more).toEqual([]);
    expect(mail?.link).toContain(`/posts/${postId}`);
    expect(mail?.html).not.toContain('<laranja>');
  });

  it('a Segurança post is mailed only to those who asked for it', async () => {
    const before = alertMails(maria).length;
    await createPost(server, cookies.joao ?? '', 'Carro suspeito na esquina', 'Segurança');
    await server.jobs.tick();
    expect(alertMails(maria)).toHaveLength(before);
    const saved = await server.app.inject({
      method: 'PUT',
      url: apiPaths.pushPreferences,
      headers: { cookie: cookies.maria ?? '', 'content-type': 'application/json' },
      payload: JSON.stringify({ email_security: true }),
    });
    expect(saved.statusCode).toBe(200);
    await createPost(server, cookies.joao ?? '', 'Portão arrombado', 'Segurança');
    await server.jobs.tick();
    const mails = alertMails(maria);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('Segurança na vizinhança: Portão arrombado');
  });
});
