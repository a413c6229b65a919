import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrokerFixture, startBrokerFixture } from '../support/brokerFixture.ts';
import { frameIs, openRawStompClient, type RawStompClient } from '../support/rawStompClient.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

let fixture: BrokerFixture;

beforeEach(async () => {
  fixture = await startBrokerFixture();
});

afterEach(async () => {
  await fixture.close();
});

async function connectAndSubscribe(userId: string): Promise<RawStompClient> {
  const client = await openRawStompClient(fixture.url, { headers: { cookie: `sid=${userId}` } });
  client.send(
    `CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0SUBSCRIBE\nid:0\ndestination:/topic/test/${userId}\n\n\0SUBSCRIBE\nid:1\ndestination:/topic/test/all\nreceipt:ok\n\n\0`,
  );
  await client.waitFor(frameIs('RECEIPT', 'receipt-id', 'ok'), 20_000);
  return client;
}

describe('broker lifecycle', () => {
  it('answers 401 before the upgrade when there is no session', async () => {
    await expect(openRawStompClient(fixture.url)).rejects.toThrow('HTTP 401');
    expect(fixture.realtime.broker.stats.sessions).toBe(0);
  });

  it('answers 404 to an upgrade on another path', async () => {
    await expect(
      openRawStompClient(fixture.url.replace('/ws', '/outro'), { headers: { cookie: 'sid=ana' } }),
    ).rejects.toThrow('HTTP 404');
  });

  it('lets a thousand clients connect, subscribe and leave without leaking sessions, bindings or memory', async () => {
    const round = async () => {
      const clients: RawStompClient[] = [];
      for (let batch = 0; batch < 10; batch++) {
        clients.push(
          ...(await Promise.all(
            Array.from({ length: 100 }, (_, index) => connectAndSubscribe(`u${batch * 100 + index}`)),
          )),
        );
      }
      expect(fixture.realtime.broker.stats).toEqual({
        sessions: 1000,
        destinations: 1001,
        subscriptions: 2000,
        bindings: 1001,
      });
      await fixture.realtime.broker.publish('/topic/test/all', 'application/json', Buffer.from('{"oi":"ç"}'));
      await Promise.all(clients.map((client) => client.waitFor(frameIs('MESSAGE'))));
      for (const [index, client] of clients.entries()) {
        if (index % 2 === 0) client.send('DISCONNECT\n\n\0');
        else client.socket.terminate();
      }
      await Promise.all(clients.map((client) => client.closed));
      for (let wait = 0; wait < 100 && fixture.realtime.broker.stats.sessions > 0; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(fixture.realtime.broker.stats).toEqual({
        sessions: 0,
        destinations: 0,
        subscriptions: 0,
        bindings: 0,
      });
    };
    await round();
    gc();
    const before = process.memoryUsage().heapUsed;
    await round();
    await round();
    gc();
    // Two more rounds of a thousand clients must not leave their sessions behind (a session is tens of KB).
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 * 1024 * 1024);
  }, 120_000);
});
