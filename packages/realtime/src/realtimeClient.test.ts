import { buildLiveDestination } from '@vizinhos/domain';
import { describe, expect, it, vi } from 'vitest';
import { FakeStompSocket } from './fakeStompSocket.ts';
import { createRealtimeClient, type RealtimeClientOptions, type RealtimeStatus } from './realtimeClient.ts';

const user = { stompKey: 'k1', areaId: 'a1' };
const chat = buildLiveDestination('chat', 'k1');
const timeline = buildLiveDestination('timeline', 'a1');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A clock whose timers run only when the test says so, recording the delays asked for. */
function manualClock(start = 1_700_000_000_000) {
  let now = start;
  const timers: Array<{ callback: () => void; ms: number }> = [];
  return {
    clock: {
      now: () => now,
      setTimeout: (callback: () => void, ms: number) => {
        const timer = { callback, ms };
        timers.push(timer);
        return timer;
      },
      clearTimeout: (handle: unknown) => {
        const index = timers.indexOf(handle as (typeof timers)[number]);
        if (index >= 0) timers.splice(index, 1);
      },
    },
    advance: (ms: number) => {
      now += ms;
    },
    /** Runs the oldest pending timer and answers the delay it was set for. */
    fire: () => {
      const timer = timers.shift();
      if (timer === undefined) throw new Error('no timer pending');
      now += timer.ms;
      timer.callback();
      return timer.ms;
    },
  };
}

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const sockets: FakeStompSocket[] = [];
  const logger = { warn: vi.fn(), error: vi.fn() };
  const time = manualClock();
  const statuses: RealtimeStatus[] = [];
  const broker = { down: false };
  const client = createRealtimeClient({
    url: 'ws://localhost/ws',
    user,
    webSocketFactory: () => {
      const socket = new FakeStompSocket({ down: broker.down });
      sockets.push(socket);
      return socket;
    },
    logger,
    clock: time.clock,
    random: () => 0.5,
    ...overrides,
  });
  client.onStatus((status) => statuses.push(status));
  const latest = () => sockets.at(-1)!;
  return { client, sockets, latest, logger, time, statuses, broker };
}

describe('createRealtimeClient with a scripted broker', () => {
  it('goes disconnected → connecting → connected and subscribes to the four topics of spec: Calls', async () => {
    const { client, latest, statuses } = setup();
    expect(client.status).toBe('disconnected');
    client.connect();
    await settle();
    expect(statuses).toEqual(['connecting', 'connected']);
    expect([...latest().subscriptions.values()].sort()).toEqual([
      '/topic/area_q/timeline_a1',
      '/topic/chat_q/user_k1',
      '/topic/notification_q/user_k1',
      '/topic/posts_q/area_a1',
    ]);
    await client.disconnect();
  });

  it('sends the guest login, host and anonymous mechanism, and heart-beat 18000,18000 (spec: Calls, Business constants and limits)', async () => {
    const { client, latest } = setup();
    client.connect();
    await settle();
    const connect = latest().sent[0] ?? '';
    expect(connect).toMatch(/^CONNECT\n/);
    for (const header of [
      'login:guest',
      'passcode:guest',
      'host:localhost',
      'auth-mechanism:ANONYMOUS',
      'heart-beat:18000,18000',
    ]) {
      expect(connect).toContain(`\n${header}\n`);
    }
    await client.disconnect();
  });

  it('parses each frame once into the live-event union and hands it to every listener', async () => {
    const { client, latest } = setup();
    const seen: string[] = [];
    client.onEvent((event, destination) => seen.push(`all:${event.kind}@${destination}`));
    client.subscribe(timeline, (event) => seen.push(`timeline:${event.kind}`));
    client.connect();
    await settle();
    latest().deliver(
      timeline,
      JSON.stringify({
        type: 'post',
        post: { _id: 'p1', title: 'Feira na praça' },
        user: { username: 'ana' },
      }),
    );
    latest().deliver(
      chat,
      JSON.stringify({
        type: 'chat_message',
        message: { _id: 'm1', body: 'Olá 👋' },
        user: { username: 'bia' },
      }),
    );
    expect(seen).toEqual([
      'timeline:timelinePost',
      `all:timelinePost@${timeline}`,
      `all:chatMessage@${chat}`,
    ]);
    await client.disconnect();
  });

  it.each([
    ['a body that is not JSON', 'isto não é JSON', 'body is not JSON'],
    ['an unknown type', JSON.stringify({ type: 'dança' }), 'unknown message type "dança"'],
  ])('logs and ignores %s (spec: Error catalogue)', async (_, body, reason) => {
    const { client, latest, logger } = setup();
    const onEvent = vi.fn();
    client.onEvent(onEvent);
    client.connect();
    await settle();
    latest().deliver(chat, body);
    expect(onEvent).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(
      `realtime: ignored a message (${reason})`,
      expect.objectContaining({ destination: chat }),
    );
    expect(client.status).toBe('connected');
    await client.disconnect();
  });

  it('returns false and warns when publishing while not connected (spec: Calls, Error catalogue)', async () => {
    const { client, latest, logger } = setup();
    expect(client.publish(chat, { type: 'typing' })).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('realtime: not connected; nothing published', {
      destination: chat,
    });
    client.connect();
    await settle();
    expect(client.publish(chat, { texto: 'ação' })).toBe(true);
    expect(latest().sent.at(-1)).toContain('{"texto":"ação"}');
  });

  it('goes to error on a fatal STOMP ERROR, and only logs a refused request', async () => {
    const { client, latest, logger, statuses } = setup();
    client.connect();
    await settle();
    latest().error('Destino não autorizado', 'refused:SUBSCRIBE\nsubscription:x\n');
    expect(client.status).toBe('connected');
    expect(logger.warn).toHaveBeenCalledWith('realtime: SUBSCRIBE refused', {
      message: 'Destino não autorizado',
    });
    latest().error('Frame STOMP malformado');
    expect(statuses.at(-1)).toBe('error');
    latest().drop();
    expect(statuses.slice(-2)).toEqual(['error', 'disconnected']);
    await client.disconnect();
  });

  it('reconnects after 1000 ms, then backs off with jitter while attempts fail (spec: Business constants and limits)', async () => {
    const { client, latest, time, statuses, broker, logger } = setup({ random: () => 0.5 });
    client.connect();
    await settle();
    broker.down = true;
    latest().drop();
    expect(client.status).toBe('disconnected');
    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      delays.push(time.fire());
      await settle();
      await settle();
    }
    expect(delays).toEqual([1000, 1500, 3000, 6000, 12000]);
    expect(statuses.slice(-3)).toEqual(['connecting', 'error', 'disconnected']);
    expect(logger.error).toHaveBeenCalledWith('realtime: socket error', { type: 'error' });
    broker.down = false;
    time.fire();
    await settle();
    await settle();
    expect(client.status).toBe('connected');
    latest().drop();
    // Connected again: the next drop starts over at the spec's 1000 ms.
    expect(time.fire()).toBe(1000);
    await client.disconnect();
  });

  it('after a reconnect re-subscribes everything and reports when it was last connected', async () => {
    const onResync = vi.fn();
    const { client, sockets, latest, time } = setup({ onResync });
    client.subscribe(timeline, () => {});
    client.connect();
    await settle();
    expect(onResync).not.toHaveBeenCalled();
    time.advance(5_000);
    latest().deliver(chat, JSON.stringify({ type: 'chat_message', message: { _id: 'm1', body: 'oi' } }));
    const lastSeen = time.clock.now();
    time.advance(20_000);
    latest().drop();
    time.fire();
    await settle();
    await settle();
    expect(sockets).toHaveLength(2);
    expect(client.status).toBe('connected');
    expect(latest().subscriptions.size).toBe(4);
    expect(onResync).toHaveBeenCalledExactlyOnceWith({ since: lastSeen });
    await client.disconnect();
  });

  it('subscribe returns its unsubscribe; own topics stay subscribed for onEvent', async () => {
    const { client, latest } = setup();
    const handler = vi.fn();
    const onEvent = vi.fn();
    client.onEvent(onEvent);
    client.connect();
    await settle();
    const unsubscribe = client.subscribe(timeline, handler);
    unsubscribe();
    latest().deliver(timeline, JSON.stringify({ type: 'post_delete', post_id: 'p1' }));
    expect(handler).not.toHaveBeenCalled();
    expect(onEvent).toHaveBeenCalledOnce();
    await client.disconnect();
  });

  it('stays disconnected after disconnect: no reconnect follows', async () => {
    const { client, sockets, statuses } = setup();
    client.connect();
    await settle();
    await client.disconnect();
    await settle();
    expect(sockets).toHaveLength(1);
    expect(statuses.at(-1)).toBe('disconnected');
  });
});
