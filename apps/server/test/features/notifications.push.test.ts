import { apiPaths } from '@vizinhos/api';
import { DEFAULT_PUSH_PREFERENCES, pushDomainTexts, toWirePushPreferences } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushKeys, pushSubscriptions } from '../../src/db/schema.ts';
import { pushServerTexts } from '../../src/features/push/index.ts';
import { type LocalPushService, startLocalPushService, until } from '../support/localPushService.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call, postForm } from './postsHelpers.ts';

// Web Push (beyond the spec) against a local push service (web-push-testing, started here): a
// subscription stored, a Segurança post by João delivered to Maria's browser with its title and
// link, nothing in her quiet hours, and an expired subscription removed.

let pushService: LocalPushService;
let server: TestServer;
let clock = new Date('2026-11-21T15:00:00.000Z'); // 12:00 in São Paulo
const cookies: Record<string, string> = {};

const received = (clientHash: string) => pushService.received(clientHash);

const send = (who: string, method: string, url: string, body?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: { cookie: cookies[who] ?? '', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

const securityPost = async (title: string) => {
  const answer = await call(
    server,
    cookies.joao ?? '',
    'POST',
    apiPaths.posts,
    postForm({ title, post_category: 'Segurança' }),
  );
  expect(answer.status).toBe(201);
  // The area's notifications (and their pushes) are written after the answer: wait for them.
  await server.settled();
  return answer.body.posts.id as string;
};

beforeAll(async () => {
  pushService = await startLocalPushService();
  server = await startTestServer({ now: () => clock, localPushOrigins: [pushService.url] });
  await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'joao' });
  for (const name of ['maria', 'joao']) cookies[name] = await server.login(name);
});
afterAll(async () => {
  await server?.close();
  pushService?.stop();
});

describe('Web Push through a local push service', () => {
  let clientHash: string;
  let endpoint: string;

  it('the VAPID key is made on first start and kept', async () => {
    const answer = await send('maria', 'GET', apiPaths.pushKey);
    expect(answer.statusCode).toBe(200);
    const [stored] = await server.db.select().from(pushKeys);
    expect(answer.json()).toEqual({ public_key: stored?.publicKey });
  });

  it('stores a browser’s subscription', async () => {
    const { public_key } = (await send('maria', 'GET', apiPaths.pushKey)).json();
    const data = await pushService.subscribe(public_key);
    clientHash = data.clientHash;
    endpoint = data.endpoint;
    const answer = await send('maria', 'POST', apiPaths.pushSubscriptions, { endpoint, keys: data.keys });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({ subscription: { endpoint } });
    expect(await server.db.select().from(pushSubscriptions)).toHaveLength(1);
  });

  it('a Segurança post by João reaches Maria with its title and link; João gets none of his own', async () => {
    const id = await securityPost('Carro suspeito na Rua das Flores');
    const [push] = await until(
      () => received(clientHash),
      (list) => list.length >= 1,
      'the push',
    );
    expect(push).toMatchObject({ title: 'Carro suspeito na Rua das Flores', url: `/posts/${id}` });
    expect(push?.body).toContain('Segurança');
  });

  it('nothing arrives in quiet hours (the app’s clock), then the day’s post does', async () => {
    const saved = await send('maria', 'PUT', apiPaths.pushPreferences, { quiet_hours_enabled: true });
    expect(saved.json()).toEqual({
      preferences: { ...toWirePushPreferences(DEFAULT_PUSH_PREFERENCES), quiet_hours_enabled: true },
    });
    clock = new Date('2026-11-22T02:00:00.000Z'); // 23:00 in São Paulo
    await securityPost('Barulho de vidro quebrado');
    clock = new Date('2026-11-22T11:00:00.000Z'); // 08:00
    await securityPost('Portão aberto no 120');
    const pushes = await until(
      () => received(clientHash),
      (list) => list.length >= 2,
      'the morning push',
    );
    expect(pushes.map((push) => push.title)).toEqual([
      'Carro suspeito na Rua das Flores',
      'Portão aberto no 120',
    ]);
  });

  it('refuses bad settings and subscriptions in Portuguese', async () => {
    expect((await send('maria', 'PUT', apiPaths.pushPreferences, { quiet_start: '25:00' })).json()).toEqual({
      error: pushDomainTexts.badClock,
    });
    for (const [body, error] of [
      [{}, pushServerTexts.endpointRequired],
      [{ endpoint: 'ftp://push.example/1', keys: {} }, pushServerTexts.endpointInvalid],
      [{ endpoint: 'http://push.example/1', keys: {} }, pushServerTexts.endpointInvalid],
      [
        { endpoint: 'https://fcm.googleapis.com/fcm/send/1', keys: { p256dh: 'abc', auth: 'def' } },
        pushServerTexts.keysInvalid,
      ],
    ] as const) {
      const answer = await send('maria', 'POST', apiPaths.pushSubscriptions, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error });
    }
    const unknown = await send('maria', 'DELETE', apiPaths.pushSubscriptions, {
      endpoint: 'https://push.example/x',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a subscription its push service calls expired (410) is removed', async () => {
    await pushService.expire(clientHash);
    await securityPost('Alarme disparado');
    await until(
      () => server.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
      (rows) => rows.length === 0,
      'the expired subscription to go',
    );
  });

  it('a browser unsubscribes', async () => {
    const { public_key } = (await send('joao', 'GET', apiPaths.pushKey)).json();
    const data = await pushService.subscribe(public_key);
    expect(
      (await send('joao', 'POST', apiPaths.pushSubscriptions, { endpoint: data.endpoint, keys: data.keys }))
        .statusCode,
    ).toBe(201);
    const answer = await send('joao', 'DELETE', apiPaths.pushSubscriptions, { endpoint: data.endpoint });
    expect(answer.json()).toEqual({ ok: true });
    expect(await server.db.select().from(pushSubscriptions)).toHaveLength(0);
  });
});
