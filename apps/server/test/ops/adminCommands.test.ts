// `pnpm admin desativar` and `pnpm admin ativacao`, run as the running server's control socket runs
// them (its database, outbox and session store): a deactivated resident is out at once, sessions
// cached by the server and open live connections included; a new activation link lets them back in.
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/mail/outbox.ts';
import { runAdmin } from '../../src/ops/admin.ts';
import { subscribeToArea } from '../support/liveSubscriber.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let areaId: string;
beforeAll(async () => {
  server = await startTestServer();
  areaId = (await server.createMember({ username: 'irene' })).areaId;
});
afterAll(() => server?.close());

const admin = (args: string[]) =>
  runAdmin(
    {
      db: server.db,
      outbox: { send: async (mail: Mail) => void server.outbox.push(mail), sent: server.outbox },
      linkOrigin: 'http://vizinhos.test',
      sessions: server.sessions,
    },
    args,
  );

const me = (cookie: string) => server.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } });

describe('pnpm admin desativar and ativacao', () => {
  it('deactivates: the cached session, the live connection and the next sign-in all refused', async () => {
    const cookie = await server.login('irene');
    // Checked once, so the server now trusts this session from its cache.
    expect((await me(cookie)).statusCode).toBe(200);
    const live = await subscribeToArea(server.url, cookie, areaId);

    expect(await admin(['desativar', 'irene'])).toBe(
      'irene desativado: as sessões foram encerradas e a conta não entra mais (até uma nova ativação).',
    );
    expect((await me(cookie)).statusCode).toBe(401);
    await live.closed;
    await expect(server.login('irene')).rejects.toThrow(/login failed/);
  });

  it('sends a new activation link that lets the resident in again', async () => {
    const sentBefore = server.outbox.length;
    expect(await admin(['ativacao', 'irene@teste.example'])).toBe(
      'Link de ativação enviado para irene@teste.example.',
    );
    const mail = server.outbox.at(-1);
    expect(server.outbox.length).toBe(sentBefore + 1);
    expect(mail?.to).toBe('irene@teste.example');
    const link = new URL(mail?.link ?? '');
    expect(link.origin).toBe('http://vizinhos.test');
    const opened = await server.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(opened.statusCode).toBeLessThan(400);
    expect((await me(await server.login('irene'))).statusCode).toBe(200);
  });
});
