// `pnpm admin desativar` run as its own process beside instances on PostgreSQL (no control socket):
// with RabbitMQ it joins the instances' bus (openOperatorSessions), so an instance that trusts the
// resident's session from its cache refuses it at once and closes their live connection. The shared
// in-memory hub stands in for RabbitMQ, as in the other multi-instance tests.
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../src/mail/outbox.ts';
import { runAdmin } from '../../src/ops/admin.ts';
import { openOperatorSessions } from '../../src/ops/operatorSessions.ts';
import { subscribeToArea } from '../support/liveSubscriber.ts';
import { createMemoryHub } from '../support/memoryHub.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const hub = createMemoryHub();
let instance: TestServer;
beforeAll(async () => {
  instance = await startTestServer({ openBus: hub });
});
afterAll(() => instance?.close());

describe('pnpm admin desativar from its own process, over the bus', () => {
  it('ends the cached session and the live connection on a running instance at once', async () => {
    const { areaId } = await instance.createMember({ username: 'otavio' });
    const cookie = await instance.login('otavio');
    const me = () => instance.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } });
    // Checked once, so the instance now trusts this session from its cache for 30 s.
    expect((await me()).statusCode).toBe(200);
    const live = await subscribeToArea(instance.url, cookie, areaId);

    const operator = await openOperatorSessions(instance.db, hub);
    try {
      const outbox = { send: async (mail: Mail) => void instance.outbox.push(mail), sent: instance.outbox };
      await runAdmin(
        { db: instance.db, outbox, linkOrigin: 'http://vizinhos.test', sessions: operator.sessions },
        ['desativar', 'otavio'],
      );
    } finally {
      await operator.close();
    }
    expect((await me()).statusCode).toBe(401);
    await live.closed;
  });
});
