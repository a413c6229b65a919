// /readyz asks the database (and RabbitMQ when configured); /healthz asks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/openDatabase.ts';
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
