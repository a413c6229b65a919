import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { apiPaths, calendarFeedPaths, postPath } from '@vizinhos/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema.ts';
import { pushServerTexts } from '../../src/features/push/index.ts';
import { call, postForm } from '../features/postsHelpers.ts';
import { type LocalPushService, startLocalPushService, until } from '../support/localPushService.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// Push endpoints: only the known push services' https hosts (never an IP, a private or loopback
// name, an unknown host), at most 10 per resident, sent concurrently with a short timeout so a
// tarpit endpoint delays nobody else; votes toggled never push again; a password reset removes
// every subscription and replaces the calendar feed's address. Deliveries go to web-push-testing.

let pushService: LocalPushService;
let tarpit: Server;
let tarpitUrl: string;
let tarpitRequestsEnded = 0;
const held: Socket[] = [];
let server: TestServer;
const cookies: Record<string, string> = {};
const ids: Record<string, string> = {};

const received = (clientHash: string) => pushService.received(clientHash);

const send = (who: string, method: string, url: string, body?: unknown) =>
  server.app.inject({
    method,
    url,
    headers: { cookie: cookies[who] ?? '', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/** Browser-like keys: an uncompressed P-256 public key and a 16-byte secret. */
const fakeKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});

/** Subscribes `who` at the local push service; its client hash reads what arrived. */
async function subscribeAtPushService(who: string): Promise<string> {
  const { public_key } = (await send(who, 'GET', apiPaths.pushKey)).json();
  const data = await pushService.subscribe(public_key);
  const answer = await send(who, 'POST', apiPaths.pushSubscriptions, {
    endpoint: data.endpoint,
    keys: data.keys,
  });
  expect(answer.statusCode).toBe(201);
  return data.clientHash;
}

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
  // A tarpit: accepts every connection and never answers.
  tarpit = createServer((socket) => {
    held.push(socket);
    socket.on('error', () => {});
    socket.on('close', () => {
      tarpitRequestsEnded += 1;
    });
  });
  await new Promise<void>((resolve) => tarpit.listen(0, '127.0.0.1', resolve));
  tarpitUrl = `http://127.0.0.1:${(tarpit.address() as { port: number }).port}`;
  server = await startTestServer({
    localPushOrigins: [pushService.url, tarpitUrl],
    pushHosts: ['localhost'],
    // Tarpit pushes are given up only after a minute, far beyond this file's tests: a push that
    // waited behind one of them could not arrive while they are all still open.
    pushTimeoutMs: 60_000,
  });
  for (const name of ['maria', 'joao', 'lucas', 'bia']) {
    ids[name] = (await server.createMember({ username: `${name}.push` })).id;
    cookies[name] = await server.login(`${name}.push`);
  }
});
afterAll(async () => {
  for (const socket of held) socket.destroy();
  tarpit?.close();
  await server?.close();
  pushService?.stop();
});

describe('push endpoints', () => {
  it.each([
    ['a private address', 'https://192.168.0.10/push/1', pushServerTexts.endpointInvalid],
    ['a loopback address', 'https://127.0.0.1/push/1', pushServerTexts.endpointInvalid],
    ['an IPv6 literal', 'https://[2606:4700::1111]/push/1', pushServerTexts.endpointInvalid],
    ['a link-local address', 'https://169.254.169.254/latest/meta-data', pushServerTexts.endpointInvalid],
    ['an IPv6 link-local address', 'https://[fe80::1]/push/1', pushServerTexts.endpointInvalid],
    ['an unknown host', 'https://push.example/1', pushServerTexts.endpointInvalid],
    ['a look-alike host', 'https://fcm.googleapis.com.ataque.example/1', pushServerTexts.endpointInvalid],
    ['plain http on a push service', 'http://fcm.googleapis.com/fcm/send/1', pushServerTexts.endpointInvalid],
    ['http on localhost', 'http://localhost:9/push', pushServerTexts.endpointInvalid],
    [
      'a push host whose name resolves to loopback',
      'https://localhost/push/1',
      pushServerTexts.endpointPrivate,
    ],
  ])('refuses %s', async (_name, endpoint, error) => {
    const answer = await send('maria', 'POST', apiPaths.pushSubscriptions, { endpoint, keys: fakeKeys() });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error });
  });

  it('accepts a browser push service, even one whose name does not resolve here', async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}`;
    const answer = await send('maria', 'POST', apiPaths.pushSubscriptions, { endpoint, keys: fakeKeys() });
    expect(answer.statusCode).toBe(201);
    await send('maria', 'DELETE', apiPaths.pushSubscriptions, { endpoint });
  });

  it('keeps at most 10 per resident: the eleventh replaces the first', async () => {
    const endpoints = Array.from(
      { length: 11 },
      (_, index) => `https://updates.push.services.mozilla.com/wpush/v2/bia${index}`,
    );
    for (const endpoint of endpoints) {
      const answer = await send('bia', 'POST', apiPaths.pushSubscriptions, { endpoint, keys: fakeKeys() });
      expect(answer.statusCode).toBe(201);
    }
    const kept = await server.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, ids.bia ?? ''));
    expect(kept).toHaveLength(10);
    expect(kept.map((row) => row.endpoint)).not.toContain(endpoints[0]);
    expect(kept.map((row) => row.endpoint)).toContain(endpoints[10]);
  });

  it('ten tarpit endpoints of one resident do not delay another resident’s push', async () => {
    for (let index = 0; index < 10; index += 1) {
      const answer = await send('lucas', 'POST', apiPaths.pushSubscriptions, {
        endpoint: `${tarpitUrl}/lento/${index}`,
        keys: fakeKeys(),
      });
      expect(answer.statusCode).toBe(201);
    }
    const clientHash = await subscribeAtPushService('maria');
    await securityPost('Fumaça na praça');
    await securityPost('Fios soltos no poste');
    // Sent one after another, maria's pushes would wait behind lucas's tarpits, which are given up
    // only after a minute: they arrive while every tarpit request is still open, so nothing waited.
    const pushes = await until(
      () => received(clientHash),
      (list) => list.length >= 2,
      'both pushes',
      300,
    );
    expect(pushes.map((push) => push.title)).toEqual(['Fumaça na praça', 'Fios soltos no poste']);
    expect(held.length).toBeGreaterThanOrEqual(10);
    expect(tarpitRequestsEnded).toBe(0);
    // The next tests push to the area again: lucas's tarpits no longer hold slots for a minute.
    await server.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, ids.lucas ?? ''));
    for (const socket of held) socket.destroy();
  });

  it('a vote toggled again and again pushes its notification once', async () => {
    const clientHash = await subscribeAtPushService('joao');
    expect((await send('joao', 'PUT', apiPaths.pushPreferences, { votes: true })).statusCode).toBe(200);
    const postId = await securityPost('Poste apagado');
    for (const action of ['upvote', 'upvote', 'upvote', 'downvote', 'upvote'])
      expect((await call(server, cookies.maria ?? '', 'PUT', `${postPath(postId)}/${action}`)).status).toBe(
        200,
      );
    await until(
      () => received(clientHash),
      (list) => list.length >= 1,
      'the vote push',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await received(clientHash)).toHaveLength(1);
  });
});

describe('revocation', () => {
  it('a password reset removes every push subscription and replaces the calendar feed address', async () => {
    await server.createMember({ username: 'rosa.push' });
    cookies.rosa = await server.login('rosa.push');
    const endpoint = 'https://web.push.apple.com/rosa-1';
    expect(
      (await send('rosa', 'POST', apiPaths.pushSubscriptions, { endpoint, keys: fakeKeys() })).statusCode,
    ).toBe(201);
    const feed = (await send('rosa', 'POST', calendarFeedPaths.calendarFeed, {})).json();
    const oldFeedUrl = new URL(JSON.stringify(feed).match(/https?:[^"]+/)?.[0] ?? '');
    expect(
      (await server.app.inject({ method: 'GET', url: oldFeedUrl.pathname + oldFeedUrl.search })).statusCode,
    ).toBe(200);

    await server.app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      payload: { email: 'rosa.push@teste.example' },
    });
    await server.settled();
    const token = new URL(server.outbox.at(-1)?.link ?? '').searchParams.get('reset_password_token');
    const reset = await server.app.inject({
      method: 'PATCH',
      url: apiPaths.password,
      payload: {
        user: {
          reset_password_token: token,
          password: 'senha-nova-1',
          password_confirmation: 'senha-nova-1',
        },
      },
    });
    expect(reset.statusCode).toBe(200);
    const rosaId = await server.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rosaId).toEqual([]);
    expect(
      (await server.app.inject({ method: 'GET', url: oldFeedUrl.pathname + oldFeedUrl.search })).statusCode,
    ).toBe(404);
  });
});
