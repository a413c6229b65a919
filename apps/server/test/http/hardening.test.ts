import type { IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { sessionCookieName } from '../../src/auth/sessions.ts';
import { serverTexts } from '../../src/http/server.texts.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'esquecida' });
  cookie = await server.login('maria');
});
afterAll(() => server.close());

describe('links come from configuration, never from a request header', () => {
  it('a forged Host and X-Forwarded-Host give no foreign link, even behind a trusted proxy', async () => {
    const { app, settled } = await buildApp({
      db: server.db,
      outbox: { sent: server.outbox, send: async (mail) => void server.outbox.push(mail) },
      trustProxy: true,
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const forged = {
      host: 'golpe.example',
      'x-forwarded-host': 'golpe.example',
      'x-forwarded-proto': 'https',
    };
    await fetch(`${address}${apiPaths.forgotPassword}`, {
      method: 'POST',
      headers: { ...forged, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'esquecida@teste.example' }),
    });
    await settled();
    const signup = await fetch(`${address}${apiPaths.users}`, {
      method: 'POST',
      headers: { ...forged, 'content-type': 'application/json' },
      body: JSON.stringify({
        user: {
          username: 'rita.link',
          first_name: 'Rita',
          last_name: 'Moura',
          email: 'rita.link@exemplo.com',
          password: 'segredo1',
          password_confirm: 'segredo1',
          lat: '-23.551',
          lon: '-46.631',
        },
      }),
    });
    expect(signup.status).toBe(201);
    const [reset, activation] = server.outbox.slice(-2);
    for (const mail of [reset, activation]) {
      expect(new URL(mail?.link ?? '').origin).toBe(address);
      expect(mail?.text).not.toContain('golpe');
    }
    await app.close();
  });

  it('PUBLIC_URL, when set, is the origin of every link', async () => {
    const { app, settled } = await buildApp({
      db: server.db,
      publicUrl: 'https://vizinhos.example/app',
      outbox: { sent: server.outbox, send: async (mail) => void server.outbox.push(mail) },
    });
    await app.inject({
      method: 'POST',
      url: apiPaths.forgotPassword,
      headers: { host: 'golpe.example' },
      payload: { email: 'maria@teste.example' },
    });
    await settled();
    expect(server.outbox.at(-1)?.link).toMatch(/^https:\/\/vizinhos\.example\/\?reset_password_token=/);
    await app.close();
  });

  it('with TRUST_PROXY the client address is the one the proxy saw, not what the client wrote', async () => {
    const { app } = await buildApp({ db: server.db, trustProxy: true, loginLimit: 2 });
    const guess = (forgedFirstHop: string) =>
      app.inject({
        method: 'POST',
        url: apiPaths.signIn,
        payload: { user: 'maria', password: 'errada' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forgedFirstHop}, 203.0.113.7` },
      });
    expect((await guess('1.1.1.1')).statusCode).toBe(401);
    expect((await guess('2.2.2.2')).statusCode).toBe(401);
    expect((await guess('3.3.3.3')).statusCode).toBe(429);
    await app.close();
  });

  // A client that reaches the instance directly (HOST on a shared network) is no proxy: what it
  // writes into X-Forwarded-For is ignored, so a new address per guess dodges no limit.
  it.each([
    ['TRUST_PROXY=1 (loopback), a peer elsewhere', true, '198.51.100.7'],
    ['TRUST_PROXY=10.0.0.5, another peer of its network', ['10.0.0.5'], '10.0.0.6'],
    ['TRUST_PROXY=10.0.0.0/24, a peer outside the block', ['10.0.0.0/24'], '10.0.1.9'],
  ] as const)('%s: its X-Forwarded-For is ignored', async (_case, trustProxy, peer) => {
    const { app } = await buildApp({ db: server.db, trustProxy, loginLimit: 2 });
    const guess = (forged: string) =>
      app.inject({
        method: 'POST',
        url: apiPaths.signIn,
        payload: { user: 'maria', password: 'errada' },
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forged },
      });
    expect((await guess('203.0.113.1')).statusCode).toBe(401);
    expect((await guess('203.0.113.2')).statusCode).toBe(401);
    expect((await guess('203.0.113.3')).statusCode).toBe(429);
    await app.close();
  });

  it('a listed proxy is believed: each client it names has limits of its own', async () => {
    const { app } = await buildApp({ db: server.db, trustProxy: ['10.0.0.0/24', '::1'], loginLimit: 2 });
    const guess = (proxy: string, client: string) =>
      app.inject({
        method: 'POST',
        url: apiPaths.signIn,
        payload: { user: 'maria', password: 'errada' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });
    for (const [proxy, client] of [
      ['10.0.0.5', '192.0.2.1'],
      ['10.0.0.5', '192.0.2.1'],
      ['10.0.0.6', '192.0.2.2'],
      ['::ffff:10.0.0.6', '192.0.2.3'],
      ['::1', '192.0.2.4'],
    ])
      expect((await guess(proxy as string, client as string)).statusCode).toBe(401);
    expect((await guess('10.0.0.5', '192.0.2.1')).statusCode).toBe(429);
    await app.close();
  });
});

describe('Fetch Metadata: only same-origin changes state', () => {
  it.each([
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }, 403],
    ['Sec-Fetch-Site: none', { 'sec-fetch-site': 'none' }, 403],
    ['Sec-Fetch-Site: same-site with our own Origin', { 'sec-fetch-site': 'same-site', origin: 'own' }, 403],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }, 200],
  ])('%s → %i', async (_name, headers, status) => {
    const sent = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [key, value === 'own' ? server.url : value]),
    );
    const response = await fetch(`${server.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sent },
      body: JSON.stringify({ user: 'maria', password: 'senha-de-teste' }),
    });
    expect(response.status).toBe(status);
    if (status === 403) expect((await response.json()).error).toBe(serverTexts.crossSite);
  });

  it.each([['same-site'], ['none'], ['cross-site']])(
    'the WebSocket upgrade refuses Sec-Fetch-Site: %s',
    async (site) => {
      const request = {
        headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', cookie, 'sec-fetch-site': site },
      } as unknown as IncomingMessage;
      await expect(server.authenticate(request)).resolves.toBeNull();
    },
  );
});

describe('Cache-Control: no-store on every /api answer', () => {
  it('over the whole route list, signed in', async () => {
    const checked: string[] = [];
    for (const route of server.routes) {
      if (!route.url.startsWith('/api/') || route.method === 'HEAD') continue;
      const url = route.url.replace(/:\w+/g, 'f'.repeat(24));
      const answer = await server.app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie, 'sec-fetch-site': 'same-origin' },
      });
      expect(answer.headers['cache-control'], `${route.method} ${url}`).toMatch(/no-store/);
      checked.push(`${route.method} ${route.url}`);
    }
    expect(checked.length).toBeGreaterThan(15);
    expect(checked).toContain(`GET ${apiPaths.me}`);
  });
});

/** Sends raw bytes over TCP and reads the whole answer until the server closes. */
function raw(bytes: string, holdOpenMs = 0): Promise<{ text: string; ms: number }> {
  const { port } = new URL(server.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(bytes);
      if (!holdOpenMs) socket.end();
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('close', () => resolve({ text, ms: performance.now() - started }));
    socket.on('error', reject);
  });
}

const english = /Bad Request|Not Found|Client Error|Timeout|Exceeded|FST_|Payload|Method|Unsupported/;

describe("every default error is ours: the spec's JSON shape, Portuguese, nothing echoed", () => {
  it.each([
    ['bad JSON', 'POST', apiPaths.signIn, { 'content-type': 'application/json' }, '{"user": "ma', 400],
    ['an unknown content type', 'POST', apiPaths.signIn, { 'content-type': 'text/xml' }, '<a/>', 415],
    ['an unknown path', 'GET', '/api/v1/nao-existe?segredo=1', {}, undefined, 404],
    ['a known path with another method', 'PATCH', apiPaths.signIn, {}, undefined, 405],
    ['a URL past 8 KB', 'GET', `/api/v1/users?q=${'x'.repeat(9000)}`, {}, undefined, 414],
    [
      'a JSON body past the limit',
      'POST',
      apiPaths.signIn,
      { 'content-type': 'application/json' },
      `"${'x'.repeat(12 * 1024 * 1024)}"`,
      413,
    ],
    [
      'a form past its limit',
      'POST',
      apiPaths.forgotPassword,
      { 'content-type': 'application/x-www-form-urlencoded' },
      `email=${'x'.repeat(2 * 1024 * 1024)}`,
      413,
    ],
  ])('%s → %i', async (_name, method, url, headers, payload, status) => {
    const answer = await server.app.inject({
      method: method as 'GET',
      url,
      headers: { cookie, ...headers },
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(answer.statusCode).toBe(status);
    const body = answer.json() as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).not.toMatch(english);
    expect(answer.body).not.toMatch(/segredo|xxxx|FST_|at .*:\d+/);
    if (status === 413 && url === apiPaths.signIn) expect(body.error).toBe(serverTexts.bodyTooLarge('11 MB'));
    if (status === 413 && url === apiPaths.forgotPassword)
      expect(body.error).toBe(serverTexts.bodyTooLarge('1 MB'));
    if (status === 405) expect(answer.headers.allow).toMatch(/POST/);
  });

  it.each([
    [
      'headers past 16 KB → 431',
      `GET /api/v1/users/me HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ['a malformed request line → 400', 'GET /api/v1 HTTP/9.9 lixo\r\n\r\n', 400],
    ['an invalid method → 400', 'FAZER /api/v1/users/me HTTP/1.1\r\nHost: x\r\n\r\n', 400],
  ])('%s, from Node itself', async (_name, bytes, status) => {
    const { text } = await raw(bytes);
    expect(text.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as { error: string };
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).not.toMatch(english);
    expect(text).not.toMatch(/aaaa|lixo|FAZER/);
  });

  it('a slow body is answered 408 in Portuguese and dropped at the timeout', async () => {
    const { app } = await buildApp({ db: server.db, timeouts: { headersMs: 500, requestMs: 1_000 } });
    const address = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
    const started = performance.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(address.port), '127.0.0.1', () => {
        socket.write(
          `POST ${apiPaths.signIn} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user":`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const ms = performance.now() - started;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: serverTexts.timeout });
    // Dropped by the 1 s timeout, not left open: a bound far above it, loose enough for a crowded machine.
    expect(ms).toBeLessThan(15_000);
    await app.close();
  });

  it('the production timeouts drop a slow client within 30 s', async () => {
    const built: BuiltApp = await buildApp({ db: server.db });
    const node = built.app.server;
    expect(node.headersTimeout).toBeLessThanOrEqual(10_000);
    expect(node.requestTimeout + 1_000).toBeLessThanOrEqual(30_000);
    await built.app.close();
  });

  it('the cookie name never appears in an error', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/api/v1/nada', headers: { cookie } });
    expect(answer.body).not.toContain(sessionCookieName);
  });
});
