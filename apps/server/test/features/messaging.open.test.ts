import { conversationPath, createApiClient, messagingPaths } from '@vizinhos/api';
import { CONVERSATION_LIST_PAGE_SIZE, messagingErrorTexts, unwrapId } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRules } from '../../src/auth/writeLimits.ts';
import { messagingServerTexts } from '../../src/features/messaging/messaging.texts.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { createConversation } from './messagingHelpers.ts';
import { call } from './postsHelpers.ts';

// GET conversations/{id} (beyond the spec's calls): a link to a conversation outside the newest 50
// of the list still opens it; to anyone outside it the conversation is unknown.
let server: TestServer;
let maria: TestMember;
let joao: TestMember;
let ana: TestMember;
let mariaCookie: string;
let oldestId: string;

const idOf = (body: unknown) =>
  unwrapId((body as { conversation: { _id: { $oid: string } } }).conversation._id) ?? '';

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
  ana = await server.createMember({ username: 'ana' });
  await server.createMember({ username: 'rita' });
  mariaCookie = await server.login('maria');
  // 51 conversations with maria: new conversations are limited per resident (writeRules), so
  // maria starts the first ten and five neighbours ten each, every one with maria in it.
  const starters = [{ cookie: mariaCookie, others: [joao.id, ana.id] }];
  for (let k = 1; k <= 5; k++) {
    await server.createMember({ username: `vizinho${k}` });
    starters.push({ cookie: await server.login(`vizinho${k}`), others: [maria.id, joao.id] });
  }
  for (let n = 0; n <= CONVERSATION_LIST_PAGE_SIZE; n++) {
    const starter = starters[Math.floor(n / writeRules.conversation.hits)];
    if (!starter) throw new Error('no starter');
    const made = await createConversation(server, starter.cookie, starter.others, `Mutirão ${n}`);
    expect(made.status).toBe(201);
    if (n === 0) oldestId = idOf(made.body);
  }
});
afterAll(() => server.close());

describe('GET conversations/{id}', () => {
  it('answers a participant with a conversation the newest 50 leave out', async () => {
    const list = await call(
      server,
      mariaCookie,
      'GET',
      `${messagingPaths.conversations}?include_latest_message=true&per_page=${CONVERSATION_LIST_PAGE_SIZE}`,
    );
    const listed = (list.body as { conversations: { _id: { $oid: string } }[] }).conversations.map((c) =>
      unwrapId(c._id),
    );
    expect(listed).toHaveLength(CONVERSATION_LIST_PAGE_SIZE);
    expect(listed).not.toContain(oldestId);

    const one = await call(server, mariaCookie, 'GET', conversationPath(oldestId));
    expect(one.status).toBe(200);
    expect(idOf(one.body)).toBe(oldestId);
    expect((one.body as { conversation: { title: string } }).conversation.title).toBe('Mutirão 0');
  });

  it('says "Conversa não encontrada." to a resident outside it and for an unknown id', async () => {
    const rita = await server.login('rita');
    for (const id of [oldestId, 'aaaaaaaaaaaaaaaaaaaaaaaa']) {
      const answer = await call(server, rita, 'GET', conversationPath(id));
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: messagingServerTexts.notFound });
    }
  });

  it('is read by the api client, which words a refusal with the server reason', async () => {
    const cookie = await server.login(maria.username);
    const api = createApiClient({
      baseUrl: server.url,
      fetch: (input, init = {}) => {
        const headers = new Headers(init.headers);
        headers.set('cookie', cookie);
        return fetch(input, { ...init, headers });
      },
    });
    const found = await api.getConversation(oldestId);
    expect(found.ok && unwrapId(found.value.conversation._id)).toBe(oldestId);
    const missing = await api.getConversation('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(missing).toEqual({ ok: false, status: 404, error: messagingServerTexts.notFound });
    expect(messagingErrorTexts.openFailed).not.toBe(messagingServerTexts.notFound);
  });
});
