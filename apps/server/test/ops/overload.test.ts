// An overloaded instance refuses at once, with a 503 and a short Retry-After, and says so on /readyz;
// a database out of reach is a 503 to retry, not a 500.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { isDatabaseUnavailable } from '../../src/db/databaseUnavailable.ts';
import type { DatabaseHandle } from '../../src/db/openDatabase.ts';
import { registerErrorHandling } from '../../src/http/registerErrorHandling.ts';
import { serverTexts } from '../../src/http/server.texts.ts';
import { openSeededDatabase } from '../support/seededDatabase.ts';

const openDatabase = () =>
  openSeededDatabase(
    process.env.DATABASE_URL
      ? { kind: 'postgres', url: process.env.DATABASE_URL, isolated: true }
      : { kind: 'pglite', dataDir: ':memory:' },
  );

describe('a full database pool', () => {
  let database: DatabaseHandle;
  let built: BuiltApp;
  let waiting = 0;

  beforeAll(async () => {
    database = await openDatabase();
    built = await buildApp({
      db: database.db,
      poolStats: () => ({ total: 10, idle: 0, waiting }),
      overload: { maxEventLoopDelayMs: 0, maxDatabaseWaiting: 50, sampleIntervalMs: 20 },
    });
  });

  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  it('refuses every request but the health addresses with 503 and Retry-After until the queue drains', async () => {
    expect((await built.app.inject({ method: 'GET', url: '/api/v1/areas' })).statusCode).not.toBe(503);
    waiting = 51;
    await vi.waitFor(
      async () => {
        const refused = await built.app.inject({ method: 'GET', url: '/api/v1/areas' });
        expect(refused.statusCode).toBe(503);
      },
      { timeout: 5_000, interval: 10 },
    );
    const refused = await built.app.inject({ method: 'POST', url: '/api/v1/sessions', payload: {} });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({ error: serverTexts.overloaded, code: 'overloaded' });
    expect((await built.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await built.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ failed: ['carga'], checks: { database: 'ok', carga: 'falhou' } });

    waiting = 50;
    await vi.waitFor(
      async () => {
        expect((await built.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      },
      { timeout: 5_000, interval: 10 },
    );
    expect((await built.app.inject({ method: 'GET', url: '/api/v1/areas' })).statusCode).not.toBe(503);
  });
});

describe('a blocked event loop', () => {
  let database: DatabaseHandle;
  let built: BuiltApp;

  beforeAll(async () => {
    database = await openDatabase();
    built = await buildApp({
      db: database.db,
      overload: { maxEventLoopDelayMs: 100, maxDatabaseWaiting: 0, sampleIntervalMs: 100 },
    });
  });

  afterAll(async () => {
    await built.app.close();
    await database.close();
  });

  it('is refused for a sample after a second-long block, then served again', async () => {
    // One delay of a second against ten or so of 10 ms: the sample's mean is far past 100 ms.
    const end = Date.now() + 1_000;
    while (Date.now() < end) {
      // busy: nothing else runs on this thread meanwhile
    }
    const statuses: number[] = [];
    await vi.waitFor(
      async () => {
        statuses.push((await built.app.inject({ method: 'GET', url: '/api/v1/areas' })).statusCode);
        expect(statuses).toContain(503);
        expect(statuses.at(-1)).not.toBe(503);
      },
      { timeout: 5_000, interval: 5 },
    );
  });
});

describe('a database out of reach', () => {
  it('is told apart from a refused query, through the wrappers drizzle puts around it', () => {
    const wrap = (cause: unknown) => Object.assign(new Error('Failed query: insert ...'), { cause });
    expect(
      isDatabaseUnavailable(wrap(Object.assign(new Error('terminating connection'), { code: '57P01' }))),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrap(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(wrap(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('answers 503 with Retry-After and a Portuguese text; any other fault stays a 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/lost', async () => {
      throw Object.assign(new Error('Failed query'), {
        cause: Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        }),
      });
    });
    app.post('/fault', async () => {
      throw new Error('boom');
    });
    const lost = await app.inject({ method: 'POST', url: '/lost' });
    expect(lost.statusCode).toBe(503);
    expect(lost.headers['retry-after']).toBe('2');
    expect(lost.json()).toEqual({ error: serverTexts.databaseUnavailable, code: 'database_unavailable' });
    expect((await app.inject({ method: 'POST', url: '/fault' })).statusCode).toBe(500);
    await app.close();
  });
});
