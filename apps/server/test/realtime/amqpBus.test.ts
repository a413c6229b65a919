import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StompFrame } from '../../src/realtime/stompFrame.ts';
import { type BrokerFixture, startBrokerFixture } from '../support/brokerFixture.ts';
import { frameIs, openRawStompClient, type RawStompClient } from '../support/rawStompClient.ts';

const amqpUrl = process.env.AMQP_URL;
const text = (frame: StompFrame) => Buffer.from(frame.body).toString('utf8');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function connected(fixture: BrokerFixture, userId: string): Promise<RawStompClient> {
  const client = await openRawStompClient(fixture.url, { headers: { cookie: `sid=${userId}` } });
  client.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
  await client.waitFor(frameIs('CONNECTED'));
  return client;
}

async function subscribed(client: RawStompClient, destination: string, id: string): Promise<void> {
  client.send(`SUBSCRIBE\nid:${id}\ndestination:${destination}\nreceipt:r-${id}\n\n\0`);
  await client.waitFor(frameIs('RECEIPT', 'receipt-id', `r-${id}`));
}

// Runs when AMQP_URL is set (scripts/services.sh start rabbitmq prints it): two instances, one RabbitMQ.
describe.runIf(amqpUrl)('RabbitMQ bus between two server instances', () => {
  let one: BrokerFixture;
  let two: BrokerFixture;

  beforeAll(async () => {
    one = await startBrokerFixture({ amqpUrl: amqpUrl! });
    two = await startBrokerFixture({ amqpUrl: amqpUrl! });
  });

  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
  });

  it('delivers a publish of one instance to the subscribers of the other, "ç", "ã" and emoji whole', async () => {
    const client = await connected(one, 'ana');
    await subscribed(client, '/topic/test/a.b*', 's1');
    // The RECEIPT came after the binding, so a publish right now must arrive.
    const body = '{"text":"Reunião na praça, não faltem 🎉"}';
    await two.realtime.broker.publish('/topic/test/a.b*', 'application/json', Buffer.from(body));
    expect(text(await client.waitFor(frameIs('MESSAGE')))).toBe(body);
    client.socket.terminate();
  });

  it('relays a client SEND on one instance to a client on the other', async () => {
    const [sender, receiver] = [await connected(two, 'bia'), await connected(one, 'caio')];
    await subscribed(receiver, '/topic/test/chat', 'c');
    sender.send('SEND\ndestination:/topic/test/chat\nreceipt:sent\n\n{"olá":"ação"}\0');
    await sender.waitFor(frameIs('RECEIPT', 'receipt-id', 'sent'));
    expect(text(await receiver.waitFor(frameIs('MESSAGE')))).toBe('{"olá":"ação"}');
    sender.socket.terminate();
    receiver.socket.terminate();
  });

  it('does not deliver what a wildcard-looking destination would match, nor after UNSUBSCRIBE', async () => {
    const client = await connected(one, 'davi');
    await subscribed(client, '/topic/test/*', 'x');
    await two.realtime.broker.publish('/topic/test/y', 'application/json', Buffer.from('{"n":1}'));
    client.send('UNSUBSCRIBE\nid:x\nreceipt:u\n\n\0');
    await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'u'));
    await sleep(100);
    await two.realtime.broker.publish('/topic/test/*', 'application/json', Buffer.from('{"n":2}'));
    await sleep(200);
    expect(client.frames.filter(frameIs('MESSAGE'))).toHaveLength(0);
    client.socket.terminate();
  });

  it('releases every session and binding when two hundred clients leave', async () => {
    const clients = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const client = await connected(index % 2 ? one : two, `u${index}`);
        await subscribed(client, `/topic/test/u${index}`, 'own');
        return client;
      }),
    );
    for (const client of clients) client.socket.terminate();
    await Promise.all(clients.map((client) => client.closed));
    await sleep(100);
    expect(one.realtime.broker.stats).toEqual({
      sessions: 0,
      destinations: 0,
      subscriptions: 0,
      bindings: 0,
    });
    expect(two.realtime.broker.stats).toEqual({
      sessions: 0,
      destinations: 0,
      subscriptions: 0,
      bindings: 0,
    });
  });
});
