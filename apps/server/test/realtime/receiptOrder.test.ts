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
