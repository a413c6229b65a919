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
    expect(body.checks.database).toMatch(/^falhou: /);
    const health = await built.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
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
