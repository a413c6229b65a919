import { afterEach, describe, expect, it } from 'vitest';
import type { BusDelivery } from '../../src/realtime/bus.ts';
import { createMemoryBus } from '../../src/realtime/memoryBus.ts';
import { type BrokerFixture, startBrokerFixture } from '../support/brokerFixture.ts';
import { frameIs, openRawStompClient } from '../support/rawStompClient.ts';

let fixture: BrokerFixture | undefined;

afterEach(async () => {
  await fixture?.close();
});

const waitUntil = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('when the bus is lost (RabbitMQ restarted)', () => {
  it('drops clients, answers 503 meanwhile, and takes clients again once a new bus opens', async () => {
    const failures: Array<(error: Error) => void> = [];
    let opens = 0;
    fixture = await startBrokerFixture({
      busRetryMs: 20,
      openBus: async (deliver: BusDelivery, onFailure) => {
        opens++;
        // The second attempt finds the broker still down.
        if (opens === 2) throw new Error('ECONNREFUSED');
        failures.push(onFailure);
        return createMemoryBus(deliver);
      },
    });
    const before = await openRawStompClient(fixture.url, { headers: { cookie: 'sid=ana' } });
    before.send('CONNECT\naccept-version:1.2\n\n\0');
    await before.waitFor(frameIs('CONNECTED'));

    failures[0]!(new Error('conexão com o RabbitMQ fechada'));
    expect((await before.closed).code).toBe(1011);
    await expect(openRawStompClient(fixture.url, { headers: { cookie: 'sid=ana' } })).rejects.toThrow(
      'HTTP 503',
    );

    await waitUntil(() => opens === 3);
    const after = await openRawStompClient(fixture.url, { headers: { cookie: 'sid=ana' } });
    after.send(
      'CONNECT\naccept-version:1.2\n\n\0SUBSCRIBE\nid:1\ndestination:/topic/test/a\nreceipt:ok\n\n\0',
    );
    await after.waitFor(frameIs('RECEIPT', 'receipt-id', 'ok'));
    await fixture.realtime.broker.publish(
      '/topic/test/a',
      'application/json',
      Buffer.from('{"de volta":"sim"}'),
    );
    expect(Buffer.from((await after.waitFor(frameIs('MESSAGE'))).body).toString()).toBe('{"de volta":"sim"}');
    after.socket.terminate();
  });
});
