import { apiPaths } from '@vizinhos/api';
import { normalizeNotification, readNotificationsAnswer } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { seedDemo } from '../../src/seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

// The demo resident's bell at the first start: a few notifications from the demo's own rows, some unread.

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db, new Date());
  cookie = await server.login(demoLogin.username, demoLogin.password);
});
afterAll(() => server.close());

describe('the demo notifications', () => {
  it('a vote count, a comment, a Segurança post and an older vote; the newest unread', async () => {
    const answer = await call(server, cookie, 'GET', apiPaths.notifications);
    expect(answer.status).toBe(200);
    const shown = readNotificationsAnswer(answer.body).map((wire) => normalizeNotification(wire));
    expect(shown.map((n) => [n?.kind, n?.seen])).toEqual([
      ['vote', false],
      ['comment', false],
      ['post', true],
      ['vote', true],
    ]);
    expect(shown[0]?.title).toBe('Novo voto (3)');
    expect(answer.body.meta.unread_count).toBe(2);
  });
});
