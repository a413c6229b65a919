import type { AddressInfo } from 'node:net';
import { buildLiveDestination } from '@vizinhos/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brokerTexts } from '../../src/realtime/broker.texts.ts';
import { type RealtimeHandle, registerRealtime } from '../../src/realtime/index.ts';
import { readHeader } from '../../src/realtime/stompFrame.ts';
import { authenticateByCookie } from '../support/brokerFixture.ts';
import { frameIs, openRawStompClient, type RawStompClient } from '../support/rawStompClient.ts';

let app: FastifyInstance;
let handle: RealtimeHandle;
let url: string;

beforeEach(async () => {
  app = Fastify();
  handle = await registerRealtime(app, { authenticate: authenticateByCookie, heartbeatMs: 1_000 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
});

afterEach(async () => {
  await app.close();
});

// authenticateByCookie: user "ana" has stomp key "key-ana" and area "area-of-ana".
async function connected(userId = 'ana'): Promise<RawStompClient> {
  const client = await openRawStompClient(url, { headers: { cookie: `sid=${userId}` } });
  client.send('CONNECT\naccept-version:1.2\nhost:localhost\nlogin:guest\npasscode:guest\n\n\0');
  await client.waitFor(frameIs('CONNECTED'));
  return client;
}

describe('registerRealtime: authorisation per user (spec: Roles and permissions, Calls)', () => {
  it.each([
    ['own chat topic', buildLiveDestination('chat', 'key-ana')],
    ['own notification topic', buildLiveDestination('notification', 'key-ana')],
    ['own area timeline', buildLiveDestination('timeline', 'area-of-ana')],
    ['own area posts (votes, comments)', buildLiveDestination('posts', 'area-of-ana')],
  ])('accepts a SUBSCRIBE to the %s', async (_, destination) => {
    const client = await connected();
    client.send(`SUBSCRIBE\nid:1\ndestination:${destination}\nreceipt:ok\n\n\0`);
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'ok'));
    client.socket.terminate();
  });

  it.each([
    ["another user's chat topic", buildLiveDestination('chat', 'key-bia')],
    ["another user's notifications", buildLiveDestination('notification', 'key-bia')],
    ["another area's timeline", buildLiveDestination('timeline', 'area-of-bia')],
    ["another area's posts", buildLiveDestination('posts', 'area-of-bia')],
    ['an unknown topic', '/topic/everything'],
    ['a nested destination', `${buildLiveDestination('chat', 'key-ana')}/x`],
  ])('refuses %s with an ERROR for that SUBSCRIBE, keeping the connection', async (_, destination) => {
    const client = await connected();
    client.send(`SUBSCRIBE\nid:foreign\ndestination:${destination}\nreceipt:no\n\n\0`);
    const error = await client.waitFor(frameIs('ERROR'));
    expect(readHeader(error, 'message')).toBe(`Destino não autorizado: ${destination}`);
    expect(readHeader(error, 'receipt-id')).toBe('no');
    expect(readHeader(error, 'subscription')).toBe('foreign');
    expect(readHeader(error, 'refused')).toBe('SUBSCRIBE');
    const own = buildLiveDestination('chat', 'key-ana');
    client.send(`SUBSCRIBE\nid:own\ndestination:${own}\nreceipt:yes\n\n\0`);
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'yes'));
    await handle.publisher.publishChatMessage('key-ana', { _id: 'm1', body: 'Olá 👋' }, { username: 'bia' });
    expect(readHeader(await client.waitFor(frameIs('MESSAGE')), 'subscription')).toBe('own');
    expect(client.frames.filter(frameIs('MESSAGE'))).toHaveLength(1);
    client.socket.terminate();
  });

  it('refuses every client SEND, even to its own topics', async () => {
    const client = await connected();
    const own = buildLiveDestination('timeline', 'area-of-ana');
    client.send(`SEND\ndestination:${own}\nreceipt:s\n\n{"type":"post","post":{}}\0`);
    expect(readHeader(await client.waitFor(frameIs('ERROR')), 'message')).toBe(
      `Envio não permitido para ${own}`,
    );
    client.socket.terminate();
  });

  it('answers 401 before the upgrade without a session', async () => {
    await expect(openRawStompClient(url)).rejects.toThrow('HTTP 401');
  });

  it('closes its clients with the app, each told the server is restarting (ERROR, then 1012)', async () => {
    const client = await connected();
    await app.close();
    expect((await client.closed).code).toBe(1012);
    const error = client.frames.find((frame) => frame.command === 'ERROR');
    expect(error?.headers.find(([name]) => name === 'message')?.[1]).toBe(brokerTexts.serverRestarting);
  });
});
