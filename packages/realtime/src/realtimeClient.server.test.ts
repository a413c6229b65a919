import type { AddressInfo } from 'node:net';
import type { IStompSocket } from '@stomp/stompjs';
import { buildLiveDestination, type LiveEventKind } from '@vizinhos/domain';
import { type RealtimeHandle, registerRealtime } from '@vizinhos/server';
import { startTestServer, type TestMember, type TestServer } from '@vizinhos/server/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  createRealtimeClient,
  type RealtimeClient,
  type RealtimeStatus,
  stompProtocols,
} from './realtimeClient.ts';

// With AMQP_URL two broker instances share RabbitMQ: clients on one, the publisher on the other.
const amqpUrl = process.env.AMQP_URL;

type Instance = { app: FastifyInstance; handle: RealtimeHandle; url: string };

let server: TestServer;
let instances: Instance[];
let maria: TestMember;
let cookie: string;

async function startInstance(heartbeatMs?: number): Promise<Instance> {
  const app = Fastify();
  const handle = await registerRealtime(app, {
    authenticate: server.authenticate,
    ...(amqpUrl !== undefined && { amqpUrl }),
    ...(heartbeatMs !== undefined && { heartbeatMs }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, handle, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws` };
}

beforeAll(async () => {
  server = await startTestServer();
  instances = await Promise.all(amqpUrl ? [startInstance(), startInstance()] : [startInstance()]);
  maria = await server.createMember({ username: 'maria.souza', areaName: 'Vila Mariana' });
  cookie = await server.login('maria.souza');
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.app.close()));
  await server.close();
});

const clientSide = () => instances[instances.length - 1]!;
const publisher = () => instances[0]!.handle.publisher;
const waitUntil = async (check: () => boolean, timeoutMs = 5_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

function connectAs(
  withCookie: string,
  onResync?: (info: { since: number }) => void,
  instance: () => Instance = clientSide,
  heartbeatMs?: number,
) {
  const sockets: WebSocket[] = [];
  const statuses: RealtimeStatus[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const client: RealtimeClient = createRealtimeClient({
    url: instance().url,
    user: { stompKey: maria.stompKey, areaId: maria.areaId },
    ...(heartbeatMs !== undefined && { heartbeatMs }),
    // Node's global WebSocket sends no cookie; `ws` takes headers (a browser sends the cookie by itself).
    webSocketFactory: () => {
      const socket = new WebSocket(instance().url, stompProtocols, { headers: { cookie: withCookie } });
      sockets.push(socket);
      return socket as unknown as IStompSocket;
    },
    logger,
    random: () => 0,
    ...(onResync && { onResync }),
  });
  client.onStatus((status) => statuses.push(status));
  return { client, sockets, statuses, logger };
}

/** Publishes until the client has it: its SUBSCRIBE frames go out right after CONNECTED, unacknowledged. */
async function publishUntilSeen(publish: () => Promise<void>, seen: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 50 && !seen(); attempt++) {
    await publish();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(seen()).toBe(true);
}

describe(`realtime client against the real server (${amqpUrl ? 'RabbitMQ, two instances' : 'memory bus'})`, () => {
  it('connects with a session and receives on all four topics (spec: Calls)', async () => {
    const { client, statuses } = connectAs(cookie);
    const received: Array<{ kind: LiveEventKind; destination: string }> = [];
    client.onEvent((event, destination) => received.push({ kind: event.kind, destination }));
    client.connect();
    await waitUntil(() => client.status === 'connected');
    expect(statuses).toEqual(['connecting', 'connected']);
    const has = (kind: LiveEventKind) => () => received.some((item) => item.kind === kind);
    await publishUntilSeen(
      () =>
        publisher().publishChatMessage(
          maria.stompKey,
          { _id: 'm1', body: 'Bom dia, vizinhança! ☀️' },
          { username: 'joão' },
        ),
      has('chatMessage'),
    );
    await publishUntilSeen(
      () =>
        publisher().publishNotification(maria.stompKey, {
          _id: 'n1',
          text: 'João comentou na sua postagem',
          comment: { text: 'Ótimo' },
        }),
      has('notification'),
    );
    await publishUntilSeen(
      () =>
        publisher().publishTimelinePost(
          maria.areaId,
          { _id: 'p1', title: 'Feira orgânica na praça' },
          { username: 'joão' },
        ),
      has('timelinePost'),
    );
    await publishUntilSeen(
      () =>
        publisher().publishVoteUpdate(maria, {
          post_id: 'p1',
          upvotes: 3,
          downvotes: 0,
          new_direction: 'up',
        }),
      // The counts on the area's posts topic, the whole vote on maria's own notification topic.
      () => has('voteUpdate')() && has('ownVoteUpdate')(),
    );
    expect(new Set(received.map((item) => item.destination))).toEqual(
      new Set([
        buildLiveDestination('chat', maria.stompKey),
        buildLiveDestination('notification', maria.stompKey),
        buildLiveDestination('timeline', maria.areaId),
        buildLiveDestination('posts', maria.areaId),
      ]),
    );
    await client.disconnect();
    expect(client.status).toBe('disconnected');
  });

  it('after the socket is cut: reconnects in 1000 ms, re-subscribes and asks for what it missed', async () => {
    const onResync = vi.fn();
    const { client, sockets, statuses } = connectAs(cookie, onResync);
    const chats: string[] = [];
    client.onEvent((event) => {
      if (event.kind === 'chatMessage') chats.push(String(event.payload.message?.body));
    });
    client.connect();
    await waitUntil(() => client.status === 'connected');
    await publishUntilSeen(
      () => publisher().publishChatMessage(maria.stompKey, { _id: 'm1', body: 'antes' }, { username: 'ana' }),
      () => chats.includes('antes'),
    );
    const connectedUntil = Date.now();
    sockets[0]!.terminate();
    await waitUntil(() => client.status === 'disconnected');
    const cutAt = Date.now();
    await waitUntil(() => client.status === 'connected');
    expect(Date.now() - cutAt).toBeGreaterThanOrEqual(900);
    expect(sockets).toHaveLength(2);
    expect(statuses).toEqual(['connecting', 'connected', 'disconnected', 'connecting', 'connected']);
    expect(onResync).toHaveBeenCalledOnce();
    const since = onResync.mock.calls[0]![0].since as number;
    expect(since).toBeLessThanOrEqual(connectedUntil);
    expect(since).toBeGreaterThan(connectedUntil - 5_000);
    await publishUntilSeen(
      () =>
        publisher().publishChatMessage(
          maria.stompKey,
          { _id: 'm2', body: 'depois ção 🎉' },
          { username: 'ana' },
        ),
      () => chats.includes('depois ção 🎉'),
    );
    await client.disconnect();
  });

  it('publishing while disconnected returns false with a warning (spec: Calls)', async () => {
    const { client, logger } = connectAs(cookie);
    const destination = buildLiveDestination('chat', maria.stompKey);
    expect(client.publish(destination, { texto: 'olá' })).toBe(false);
    client.connect();
    await waitUntil(() => client.status === 'connected');
    await client.disconnect();
    expect(client.publish(destination, { texto: 'olá' })).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('without a valid session the upgrade is refused: error, then disconnected, retrying', async () => {
    const { client, statuses, logger } = connectAs('vz_session=nao-existe');
    client.connect();
    await waitUntil(() => statuses.includes('disconnected'));
    expect(statuses.slice(0, 3)).toEqual(['connecting', 'error', 'disconnected']);
    expect(logger.error).toHaveBeenCalled();
    await client.disconnect();
  });

  it('keeps a quiet connection alive with heart-beats both ways (stompjs and the broker agree)', async () => {
    // One-second periods: a loaded two-core machine stalls the event loop for a few hundred
    // milliseconds at times, which 200 ms periods mistook for a dead peer.
    const quick = await startInstance(1_000);
    try {
      const { client, statuses, sockets } = connectAs(cookie, undefined, () => quick, 1_000);
      client.connect();
      await waitUntil(() => client.status === 'connected');
      // Silence for five periods: either side would drop a peer that sent no heart-beat for two.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      expect(statuses).toEqual(['connecting', 'connected']);
      expect(sockets).toHaveLength(1);
      await client.disconnect();
    } finally {
      await quick.app.close();
    }
  }, 20_000);
});
