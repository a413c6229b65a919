// /readyz asks the database (and RabbitMQ when configured); /healthz asks nothing.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/openDatabase.ts';
import { registerSlowRequestLog } from '../../src/http/registerSlowRequestLog.ts';
import { registerHealth } from '../../src/ops/health.ts';
import { openSeededDatabase } from '../support/seededDatabase.ts';

describe('/healthz and /readyz', () => {
  let database: DatabaseHandle;
  let built: BuiltApp;

  beforeAll(async () => {
    database = await openSeededDatabase(
      process.env.DATABASE_URL
        ? { kind: 'postgres', url: process.env.DATABASE_URL, isolated: true }
        : { kind: 'pglite', dataDir: ':memory:' },
    );
    built = await buildApp({ db: database.db });
  });

  afterAll(async () => {
    await built.app.close();
  });

  it('are ready while the database answers', async () => {
    const ready = await built.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
  });

  it('are not ready, with the failing one named, once the database is stopped; /healthz stays up', async () => {
    await database.close();
    const ready = await built.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['cache-control']).toBe('no-store');
    const body = ready.json() as { failed: string[]; checks: Record<string, string> };
    expect(body.failed).toEqual(['database']);
    expect(body).toEqual({ status: 'indisponível', failed: ['database'], checks: { database: 'falhou' } });
    const health = await built.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('/readyz tells the monitor which check failed, never why', () => {
  it('a failing database check answers its name with no error text; the text goes to the log', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    const secret = 'password authentication failed for user "vizinhos" at db.interno.example:5432';
    let failing = true;
    registerHealth(app, {
      database: () => {
        if (failing) throw new Error(secret);
      },
      rabbitmq: () => {},
    });
    for (const _poll of [1, 2]) {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'indisponível',
        failed: ['database'],
        checks: { database: 'falhou', rabbitmq: 'ok' },
      });
      expect(ready.body).not.toMatch(/password|db\.interno|5432/);
    }
    // Logged once for the two polls, with its reason; once more when it answers again.
    expect(
      lines.filter((line) => line.includes('readiness check failed') && line.includes('db.interno')),
    ).toHaveLength(1);
    failing = false;
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect(lines.filter((line) => line.includes('readiness check ok again'))).toHaveLength(1);
    await app.close();
  });
});

describe('the health addresses are never logged', () => {
  it('not even a /readyz slower than the slow-answer warning', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    registerSlowRequestLog(app);
    registerHealth(app, { database: () => new Promise((resolve) => setTimeout(resolve, 600)) });
    app.get('/outra', async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 600)));
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(lines.filter((line) => line.includes('z"'))).toEqual([]);
    // The same slowness on another address is logged, so the check above could fail.
    await app.inject({ method: 'GET', url: '/outra' });
    expect(lines.some((line) => line.includes('"/outra"') && line.includes('slow request'))).toBe(true);
    await app.close();
  });
});
