import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readHeader, type StompFrame } from '../../src/realtime/stompFrame.ts';
import { type BrokerFixture, startBrokerFixture } from '../support/brokerFixture.ts';
import { frameIs, openRawStompClient, type RawStompClient } from '../support/rawStompClient.ts';

const text = (frame: StompFrame) => Buffer.from(frame.body).toString('utf8');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let fixture: BrokerFixture;
const clients: RawStompClient[] = [];

async function open(userId = 'ana', protocols?: string[]): Promise<RawStompClient> {
  const client = await openRawStompClient(fixture.url, {
    headers: { cookie: `sid=${userId}` },
    ...(protocols && { protocols }),
  });
  clients.push(client);
  return client;
}

async function connected(userId = 'ana', heartBeat = '0,0'): Promise<RawStompClient> {
  const client = await open(userId);
  client.send(
    `CONNECT\naccept-version:1.0,1.1,1.2\nhost:localhost\nlogin:guest\npasscode:guest\nheart-beat:${heartBeat}\n\n\0`,
  );
  await client.waitFor(frameIs('CONNECTED'));
  return client;
}

async function subscribed(client: RawStompClient, destination: string, id = 'sub-0'): Promise<void> {
  client.send(`SUBSCRIBE\nid:${id}\ndestination:${destination}\nreceipt:r-${id}\n\n\0`);
  await client.waitFor(frameIs('RECEIPT', 'receipt-id', `r-${id}`));
}

beforeEach(async () => {
  fixture = await startBrokerFixture({ heartbeatMs: 100, connectTimeoutMs: 300 });
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.socket.terminate();
  await fixture.close();
});

describe('STOMP 1.2 broker on /ws: frames', () => {
  it.each(['CONNECT', 'STOMP'])(
    'answers %s with CONNECTED, version and heart-beat (spec: Business constants and limits)',
    async (command) => {
      const client = await open();
      client.send(`${command}\naccept-version:1.1,1.2\nhost:localhost\nheart-beat:10000,50\n\n\0`);
      const frame = await client.waitFor(frameIs('CONNECTED'));
      expect(readHeader(frame, 'version')).toBe('1.2');
      expect(readHeader(frame, 'heart-beat')).toBe('100,10000');
      expect(readHeader(frame, 'session')).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('picks the best STOMP sub-protocol the client offers', async () => {
    const client = await open('ana', ['v10.stomp', 'v11.stomp']);
    expect(client.socket.protocol).toBe('v11.stomp');
  });

  it('refuses an unknown version with ERROR naming the versions it speaks, then closes', async () => {
    const client = await open();
    client.send('CONNECT\naccept-version:2.0\n\n\0');
    const error = await client.waitFor(frameIs('ERROR'));
    expect(readHeader(error, 'version')).toBe('1.2,1.1,1.0');
    expect((await client.closed).code).toBe(1002);
  });

  it('delivers MESSAGE with subscription, message-id, destination, content-type and a byte content-length', async () => {
    const client = await connected();
    await subscribed(client, '/topic/test/a', 'minha:inscrição');
    const body = '{"text":"Reunião na praça às 19h 🎉"}';
    await fixture.realtime.broker.publish('/topic/test/a', 'application/json', Buffer.from(body));
    const message = await client.waitFor(frameIs('MESSAGE'));
    expect(text(message)).toBe(body);
    expect(readHeader(message, 'subscription')).toBe('minha:inscrição');
    expect(readHeader(message, 'destination')).toBe('/topic/test/a');
    expect(readHeader(message, 'content-type')).toBe('application/json');
    expect(readHeader(message, 'content-length')).toBe(String(Buffer.byteLength(body)));
    expect(readHeader(message, 'message-id')).toMatch(/^\w+-\d+$/);
  });

  it('stops delivering after UNSUBSCRIBE and confirms it with RECEIPT', async () => {
    const client = await connected();
    await subscribed(client, '/topic/test/a');
    client.send('UNSUBSCRIBE\nid:sub-0\nreceipt:bye\n\n\0');
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'bye'));
    expect(fixture.realtime.broker.stats).toMatchObject({ subscriptions: 0, destinations: 0, bindings: 0 });
    await fixture.realtime.broker.publish('/topic/test/a', 'application/json', Buffer.from('{}'));
    await sleep(50);
    expect(client.frames.filter(frameIs('MESSAGE'))).toHaveLength(0);
  });

  it('relays an allowed SEND to other subscribers and confirms it with RECEIPT', async () => {
    const [sender, receiver] = [await connected('ana'), await connected('bia')];
    await subscribed(receiver, '/topic/test/chat');
    sender.send(
      'SEND\ndestination:/topic/test/chat\nreceipt:s1\ncontent-type:application/json\n\n{"olá":"vizinhança"}\0',
    );
    await sender.waitFor(frameIs('RECEIPT', 'receipt-id', 's1'));
    expect(text(await receiver.waitFor(frameIs('MESSAGE')))).toBe('{"olá":"vizinhança"}');
  });

  it('answers a refused SEND with ERROR carrying its receipt-id, and keeps the connection', async () => {
    const client = await connected();
    client.send('SEND\ndestination:/topic/outro\nreceipt:s2\n\n{}\0');
    const error = await client.waitFor(frameIs('ERROR'));
    expect(readHeader(error, 'receipt-id')).toBe('s2');
    await subscribed(client, '/topic/test/still-open');
  });

  it('answers DISCONNECT with its RECEIPT and closes normally', async () => {
    const client = await connected();
    client.send('DISCONNECT\nreceipt:77\n\n\0');
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', '77'));
    expect((await client.closed).code).toBe(1000);
    await vi.waitFor(() => expect(fixture.realtime.broker.stats.sessions).toBe(0));
  });

  it('accepts ACK and NACK with a RECEIPT (every subscription is ack:auto)', async () => {
    const client = await connected();
    client.send('ACK\nid:1\nreceipt:a\n\n\0NACK\nid:2\nreceipt:n\n\n\0');
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'a'));
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'n'));
  });

  it('takes several frames from one WebSocket message', async () => {
    const client = await open();
    client.send(
      'CONNECT\naccept-version:1.2\n\n\0\nSUBSCRIBE\nid:1\ndestination:/topic/test/a\nreceipt:r1\n\n\0SUBSCRIBE\nid:2\ndestination:/topic/test/b\nreceipt:r2\n\n\0',
    );
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'r2'));
    expect(client.frames.map((frame) => frame.command)).toEqual(['CONNECTED', 'RECEIPT', 'RECEIPT']);
  });

  it('takes one frame split over several WebSocket messages, even inside "ç", "ã" and an emoji', async () => {
    const [sender, receiver] = [await connected('ana'), await connected('bia')];
    await subscribed(receiver, '/topic/test/chat');
    const frame = Buffer.from('SEND\ndestination:/topic/test/chat\n\n{"t":"ação 🏘️"}\0');
    const cuts = [
      3,
      20,
      frame.indexOf(Buffer.from('ç')) + 1,
      frame.indexOf(Buffer.from('🏘')) + 2,
      frame.byteLength,
    ];
    let previous = 0;
    for (const cut of cuts) {
      sender.send(frame.subarray(previous, cut));
      previous = cut;
      await sleep(5);
    }
    expect(text(await receiver.waitFor(frameIs('MESSAGE')))).toBe('{"t":"ação 🏘️"}');
  });

  it('answers a malformed frame with ERROR and closes only that connection', async () => {
    const [bad, good] = [await connected('ana'), await connected('bia')];
    await subscribed(good, '/topic/test/a');
    bad.send('SEND\ndestination:/topic/test/a\ncontent-length:x\n\n{}\0');
    const error = await bad.waitFor(frameIs('ERROR'));
    expect(readHeader(error, 'message')).toBe('Frame STOMP malformado');
    expect(text(error)).toBe('content-length inválido');
    expect((await bad.closed).code).toBe(1002);
    await fixture.realtime.broker.publish('/topic/test/a', 'application/json', Buffer.from('{"ok":true}'));
    expect(text(await good.waitFor(frameIs('MESSAGE')))).toBe('{"ok":true}');
    expect(good.frames.filter(frameIs('ERROR'))).toHaveLength(0);
  });

  it.each([
    [
      'a SUBSCRIBE before CONNECT',
      'SUBSCRIBE\nid:1\ndestination:/topic/test/a\n\n\0',
      'O primeiro frame deve ser CONNECT ou STOMP',
    ],
    [
      'BEGIN (transactions are not offered)',
      'CONNECT\naccept-version:1.2\n\n\0BEGIN\ntransaction:t\n\n\0',
      'Comando STOMP não suportado: BEGIN',
    ],
    [
      'a SUBSCRIBE without destination',
      'CONNECT\naccept-version:1.2\n\n\0SUBSCRIBE\nid:1\n\n\0',
      'Cabeçalho obrigatório ausente: destination',
    ],
  ])('answers %s with ERROR then closes', async (_, raw, message) => {
    const client = await open();
    client.send(raw);
    expect(readHeader(await client.waitFor(frameIs('ERROR')), 'message')).toBe(message);
    expect((await client.closed).code).toBe(1002);
  });

  it('refuses a second subscription with the same id', async () => {
    const client = await connected();
    await subscribed(client, '/topic/test/a', 'x');
    client.send('SUBSCRIBE\nid:x\ndestination:/topic/test/b\n\n\0');
    expect(readHeader(await client.waitFor(frameIs('ERROR')), 'message')).toBe(
      'Já existe uma inscrição com o id x',
    );
  });
});

describe('STOMP 1.2 broker on /ws: liveness', () => {
  it('sends heart-beats and keeps a peer that sends its own', async () => {
    const client = await connected('ana', '100,100');
    const beat = setInterval(() => client.send('\n'), 50);
    try {
      // Two of the server's beats (100 ms apart when the machine is idle, later when it is busy),
      // waited for as a state: the peer's own beats kept it open all along.
      await vi.waitFor(() => expect(client.heartbeats()).toBeGreaterThanOrEqual(2), {
        timeout: 10_000,
        interval: 50,
      });
      expect(client.socket.readyState).toBe(client.socket.OPEN);
    } finally {
      clearInterval(beat);
    }
  });

  it('closes a silent peer once heart-beats stop arriving', async () => {
    const client = await connected('ana', '100,100');
    // Cut off by the heart-beat check (the socket terminated, 1006, without the ERROR frame another
    // ending sends), not by a timer of its own: what tells them apart is how, not how soon.
    expect((await client.closed).code).toBe(1006);
    expect(client.frames.filter(frameIs('ERROR'))).toHaveLength(0);
    await vi.waitFor(() => expect(fixture.realtime.broker.stats.sessions).toBe(0));
  });

  it('closes a socket that never sends CONNECT', async () => {
    const client = await open();
    expect(readHeader(await client.waitFor(frameIs('ERROR')), 'message')).toBe(
      'Tempo esgotado esperando o CONNECT',
    );
    await client.closed;
  });

  it('cuts off a slow consumer instead of buffering for it', async () => {
    await fixture.close();
    fixture = await startBrokerFixture({ maxBufferedBytes: 64 * 1024 });
    const [slow, fast] = [await connected('lento'), await connected('rapido')];
    await subscribed(slow, '/topic/test/big');
    await subscribed(fast, '/topic/test/big');
    const slowSocket = (slow.socket as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    slowSocket.pause();
    const body = Buffer.from(JSON.stringify({ text: 'ç'.repeat(30_000) }));
    // Paced by the fast reader, so only the paused one falls behind (the kernel buffers a few MB first).
    let sent = 0;
    while (fixture.realtime.broker.stats.sessions === 2 && sent < 1_000) {
      await fixture.realtime.broker.publish('/topic/test/big', 'application/json', body);
      sent++;
      await fast.waitFor(() => fast.frames.filter(frameIs('MESSAGE')).length === sent);
    }
    expect(sent).toBeLessThan(1_000);
    expect(fixture.realtime.broker.stats.sessions).toBe(1);
    slowSocket.resume();
    expect((await slow.closed).code).toBe(1006);
    expect(fast.frames.filter(frameIs('MESSAGE')).length).toBeGreaterThan(0);
  });
});
