import { get } from 'node:http';
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { brokerTexts } from '../../src/realtime/broker.texts.ts';
import { readHeader } from '../../src/realtime/stompFrame.ts';
import { createMemoryHub } from '../support/memoryHub.ts';
import { frameIs, openRawStompClient, type RawStompClient } from '../support/rawStompClient.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// Two instances on one bus and one database: a session ended on one is ended on both, sockets too.
const hub = createMemoryHub();
let one: TestServer;
let two: BuiltApp;
let twoUrl: string;

beforeAll(async () => {
  one = await startTestServer({ openBus: hub });
  two = await buildApp({ db: one.db, openBus: hub });
  twoUrl = await two.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await two?.app.close();
  await one?.close();
});

async function socket(baseUrl: string, cookie: string): Promise<RawStompClient> {
  const client = await openRawStompClient(`${baseUrl.replace('http', 'ws')}/ws`, { headers: { cookie } });
  client.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
  await client.waitFor(frameIs('CONNECTED'));
  return client;
}

const me = (app: BuiltApp['app'], cookie: string) =>
  app.inject({ method: 'GET', url: apiPaths.me, headers: { cookie } }).then((answer) => answer.statusCode);

async function requestReset(email: string): Promise<string> {
  await one.app.inject({ method: 'POST', url: apiPaths.forgotPassword, payload: { email } });
  await one.settled();
  return new URL(one.outbox.at(-1)?.link ?? 'http://x').searchParams.get('reset_password_token') ?? '';
}
const reset = (token: string, password = 'senha-nova-1') =>
  one.app.inject({
    method: 'PATCH',
    url: apiPaths.password,
    payload: { user: { reset_password_token: token, password, password_confirmation: password } },
  });

describe('reset links', () => {
  it('a new link voids the older ones, and a used link is spent', async () => {
    await one.createMember({ username: 'duas.vezes' });
    const older = await requestReset('duas.vezes@teste.example');
    const newer = await requestReset('duas.vezes@teste.example');
    expect(older).not.toBe(newer);
    expect((await reset(older)).statusCode).toBe(422);
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(newer, 'outra-senha')).statusCode).toBe(422);
  });
});

describe('ending sessions ends their sockets, on every instance', () => {
  it('a password reset ends every session of the user, its WebSockets on the other instance included', async () => {
    await one.createMember({ username: 'redefine' });
    const phone = await one.login('redefine');
    const laptop = await one.login('redefine');
    const onTwo = await socket(twoUrl, phone);
    const onOne = await socket(one.url, laptop);
    const other = await one.createMember({ username: 'outra.pessoa' });
    const bystander = await socket(twoUrl, await one.login(other.username));
    expect((await reset(await requestReset('redefine@teste.example'))).statusCode).toBe(200);
    for (const client of [onTwo, onOne]) {
      const error = await client.waitFor(frameIs('ERROR'));
      expect(readHeader(error, 'message')).toBe(brokerTexts.sessionEnded);
      await client.closed;
    }
    expect(await me(two.app, phone)).toBe(401);
    expect(await me(one.app, laptop)).toBe(401);
    expect(bystander.socket.readyState).toBe(bystander.socket.OPEN);
    bystander.socket.terminate();
  });

  it("logout closes that session's WebSockets with a Portuguese ERROR frame; the user's other sessions stay", async () => {
    await one.createMember({ username: 'saindo' });
    const leaving = await one.login('saindo');
    const staying = await one.login('saindo');
    const closing = await socket(twoUrl, leaving);
    const kept = await socket(twoUrl, staying);
    const out = await one.app.inject({
      method: 'DELETE',
      url: apiPaths.logout,
      headers: { cookie: leaving },
    });
    expect(out.statusCode).toBe(200);
    const error = await closing.waitFor(frameIs('ERROR'));
    expect(Buffer.from(error.body).toString('utf8')).toBe(brokerTexts.sessionEnded);
    await closing.closed;
    kept.send('SUBSCRIBE\nid:0\ndestination:/topic/nada\nreceipt:r\n\n\0');
    await kept.waitFor((frame) => frame.command === 'ERROR' && readHeader(frame, 'refused') === 'SUBSCRIBE');
    expect(kept.socket.readyState).toBe(kept.socket.OPEN);
    kept.socket.terminate();
  });
});

describe('WebSockets per user', () => {
  it('16 are allowed; the 17th is refused with 429 and a Portuguese reason', async () => {
    await one.createMember({ username: 'muitas.abas' });
    const cookie = await one.login('muitas.abas');
    const open = [];
    for (let index = 0; index < 16; index += 1) open.push(await socket(one.url, cookie));
    await expect(
      openRawStompClient(`${one.url.replace('http', 'ws')}/ws`, { headers: { cookie } }),
    ).rejects.toThrow('HTTP 429');
    const refused = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = get(`${one.url}/ws`, {
        headers: {
          cookie,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'sec-websocket-protocol': 'v12.stomp',
        },
      });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('upgrade', () => reject(new Error('upgraded')));
      request.on('error', reject);
    });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error).toBe(brokerTexts.tooManySockets(16));
    for (const client of open.splice(0, 1)) {
      client.socket.close();
      await client.closed;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await socket(one.url, cookie);
    for (const client of [...open, again]) client.socket.terminate();
  });
});
