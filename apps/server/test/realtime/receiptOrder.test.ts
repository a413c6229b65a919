import { afterEach, describe, expect, it } from 'vitest';
import type { Bus } from '../../src/realtime/bus.ts';
import { readHeader } from '../../src/realtime/stompFrame.ts';
import { type BrokerFixture, startBrokerFixture } from '../support/brokerFixture.ts';
import { frameIs, openRawStompClient } from '../support/rawStompClient.ts';

let fixture: BrokerFixture | undefined;
afterEach(async () => {
  await fixture?.close();
});

describe('STOMP receipts leave in the order of the frames that asked for them', () => {
  it('a SUBSCRIBE receipt waiting for its binding is not overtaken by the UNSUBSCRIBE and DISCONNECT after it', async () => {
    // A bus whose bindings take a while, as RabbitMQ's do under load.
    fixture = await startBrokerFixture({
      openBus: async (deliver): Promise<Bus> => ({
        bind: () => new Promise((resolve) => setTimeout(resolve, 150)),
        unbind: async () => {},
        publish: async (message) => deliver(message),
        close: async () => {},
      }),
    });
    const client = await openRawStompClient(fixture.url, { headers: { cookie: 'sid=ana' } });
    client.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
    await client.waitFor(frameIs('CONNECTED'));
    client.send(
      [
        'SUBSCRIBE\nid:a\ndestination:/topic/test/um\nreceipt:1\n\n\0',
        'SUBSCRIBE\nid:b\ndestination:/topic/proibido\nreceipt:2\n\n\0',
        'UNSUBSCRIBE\nid:a\nreceipt:3\n\n\0',
        'DISCONNECT\nreceipt:4\n\n\0',
      ].join(''),
    );
    await client.closed;
    const answered = client.frames
      .filter((frame) => frame.command === 'RECEIPT' || frame.command === 'ERROR')
      .map((frame) => readHeader(frame, 'receipt-id'));
    expect(answered).toEqual(['1', '2', '3', '4']);
  });
});

describe('a frame to many sockets is written by slices, in order', () => {
  it('250 copies of one frame, written over several turns, all arrive before the next frame', async () => {
    fixture = await startBrokerFixture({ maxSubscriptions: 300 });
    const client = await openRawStompClient(fixture.url, { headers: { cookie: 'sid=ana' } });
    client.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
    await client.waitFor(frameIs('CONNECTED'));
    // 250 subscriptions of one destination are 250 copies to write, more than one slice (200).
    const many = Array.from(
      { length: 250 },
      (_, n) => `SUBSCRIBE\nid:m${n}\ndestination:/topic/test/muitos\n\n\0`,
    );
    client.send([...many, 'SUBSCRIBE\nid:um\ndestination:/topic/test/um\nreceipt:pronto\n\n\0'].join(''));
    await client.waitFor((frame) => frame.command === 'RECEIPT');
    client.send(
      [
        'SEND\ndestination:/topic/test/muitos\ncontent-type:text/plain\n\nA\0',
        'SEND\ndestination:/topic/test/um\ncontent-type:text/plain\n\nB\0',
      ].join(''),
    );
    await client.waitFor(
      (frame) => frame.command === 'MESSAGE' && readHeader(frame, 'subscription') === 'um',
    );
    const messages = client.frames.filter((frame) => frame.command === 'MESSAGE');
    expect(messages).toHaveLength(251);
    expect(messages.slice(0, 250).map((frame) => readHeader(frame, 'destination'))).toEqual(
      Array(250).fill('/topic/test/muitos'),
    );
    expect(new Set(messages.slice(0, 250).map((frame) => readHeader(frame, 'subscription'))).size).toBe(250);
  });
});
