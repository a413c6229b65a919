import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const amqpUrl = process.env.AMQP_URL;

// Runs when AMQP_URL is set (the PostgreSQL + RabbitMQ pass of `pnpm test`): two instances on one
// database, their session caches kept honest by RabbitMQ.
describe.runIf(amqpUrl)('session cache invalidation over RabbitMQ', () => {
  let one: TestServer;
  let two: BuiltApp;

  beforeAll(async () => {
    one = await startTestServer({ listen: false, amqpUrl: amqpUrl! });
    two = await buildApp({ db: one.db, amqpUrl: amqpUrl! });
    await one.createMember({ username: 'joana' });
  });
  afterAll(async () => {
    await two?.app.close();
    await one?.close();
  });

  const me = (app: BuiltApp['app'], cookie: string) =>
    app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } }).then((answer) => answer.statusCode);

  it('a logout on one instance ends that session on the other at once', async () => {
    const cookie = await one.login('joana');
    expect(await me(one.app, cookie)).toBe(200);
    expect(await me(two.app, cookie)).toBe(200);
    const logout = await one.app.inject({ method: 'DELETE', url: apiPaths.logout, headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    // The logout answers once its invalidation came back through RabbitMQ; the other instance's queue
    // receives the same message within a bus delivery (milliseconds; longer on a loaded machine), far
    // inside the 30 s the cache would otherwise trust the session.
    await expect.poll(() => me(two.app, cookie), { timeout: 2_000, interval: 10 }).toBe(401);
  });
});
