import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { sessions } from '../../src/db/schema.ts';
import { createMemoryHub } from '../support/memoryHub.ts';
import { startTestServer, type TestServer, testPassword } from '../support/testServer.ts';

let clock = new Date('2025-03-01T12:00:00Z');
const now = () => clock;
const hub = createMemoryHub();
let one: TestServer;
let two: BuiltApp;

beforeAll(async () => {
  one = await startTestServer({ listen: false, now, openBus: hub });
  two = await buildApp({ db: one.db, now, openBus: hub });
  await one.createMember({ username: 'helena' });
});
afterAll(async () => {
  await two?.app.close();
  await one?.close();
});

const me = (app: BuiltApp['app'], cookie: string) =>
  app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } }).then((answer) => answer.statusCode);

describe('the session cache: no database round trip in the common case', () => {
  it('answers a known session from memory, and asks the database again after 30 s', async () => {
    const cookie = await one.login('helena');
    expect(await me(one.app, cookie)).toBe(200);
    // The session row goes behind the server's back: the cached check still trusts it...
    await one.db.delete(sessions);
    expect(await me(one.app, cookie)).toBe(200);
    // ...until its 30 s are over.
    clock = new Date(clock.getTime() + 31_000);
    expect(await me(one.app, cookie)).toBe(401);
  });

  it('never outlives the session itself', async () => {
    const cookie = await one.login('helena');
    expect(await me(one.app, cookie)).toBe(200);
    clock = new Date(clock.getTime() + 30 * 24 * 60 * 60_000 + 1);
    expect(await me(one.app, cookie)).toBe(401);
  });
});

describe('invalidation across instances on one bus', () => {
  it('a logout on one instance ends the session on the other at once', async () => {
    const cookie = await one.login('helena');
    expect(await me(one.app, cookie)).toBe(200);
    expect(await me(two.app, cookie)).toBe(200);
    const logout = await one.app.inject({ method: 'DELETE', url: apiPaths.logout, headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(await me(two.app, cookie)).toBe(401);
    expect(await me(one.app, cookie)).toBe(401);
  });

  it('a change of area on one instance shows on the other at once', async () => {
    const cookie = await one.login('helena');
    const before = await two.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } });
    const moved = await one.createMember({ username: 'icaro', areaName: 'Pinheiros' });
    const answer = await one.app.inject({
      method: 'PUT',
      url: apiPaths.meArea,
      headers: { cookie },
      payload: { area_id: moved.areaId, password: testPassword },
    });
    expect(answer.statusCode).toBe(200);
    const after = await two.app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } });
    expect(before.json().users.area.name).toBe('Vila Mariana');
    expect(after.json().users.area.name).toBe('Pinheiros');
  });

  it('a password reset on one instance ends the sessions on the other at once', async () => {
    const cookie = await one.login('helena');
    expect(await me(two.app, cookie)).toBe(200);
    await one.app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      payload: { email: 'helena@teste.example' },
    });
    await one.settled();
    const token = new URL(one.outbox.at(-1)?.link ?? 'http://x').searchParams.get('reset_password_token');
    const reset = await one.app.inject({
      method: 'PATCH',
      url: apiPaths.password,
      payload: {
        user: { reset_password_token: token, password: 'outra-senha', password_confirmation: 'outra-senha' },
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(two.app, cookie)).toBe(401);
  });
});
