import { readConversationsEnvelope, readMessagesPage } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { seedDemo } from '../../src/seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { listConversations, listMessages } from './messagingHelpers.ts';

// The demo's conversations at the first start: a direct one and a group, both with unread messages.

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db, new Date());
  cookie = await server.login(demoLogin.username, demoLogin.password);
});
afterAll(() => server.close());

describe('the demo conversations', () => {
  it('a direct conversation and a titled group, both unread, the latest activity first', async () => {
    const answer = await listConversations(server, cookie);
    const list = readConversationsEnvelope(answer.body);
    expect(list.map((c) => [c.participants.length, c.title ?? null, c.hasUnread])).toEqual([
      [2, null, true],
      [4, 'Carona para o mercado', true],
    ]);
    expect(list[1]?.participants[0]).toMatchObject({ username: demoLogin.username, roleName: 'Admin' });
    expect(list[0]?.latestMessage).toBe('Qualquer coisa é só tocar o interfone.');
  });

  it('opening one shows its unread count and marks it read', async () => {
    const [direct] = readConversationsEnvelope((await listConversations(server, cookie)).body);
    const page = readMessagesPage((await listMessages(server, cookie, direct?.id ?? '')).body);
    expect(page.messages).toHaveLength(5);
    expect(page.unreadCount).toBe(2);
    const after = readConversationsEnvelope((await listConversations(server, cookie)).body);
    expect(after.find((c) => c.id === direct?.id)?.hasUnread).toBe(false);
  });
});
