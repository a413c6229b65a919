import { describe, expect, it } from 'vitest';
import { Broker } from '../../src/realtime/broker.ts';
import type { Bus } from '../../src/realtime/bus.ts';
import { FrameDecoder } from '../../src/realtime/frameDecoder.ts';
import { readHeader, type StompFrame } from '../../src/realtime/stompFrame.ts';
import type { SessionTransport } from '../../src/realtime/stompSession.ts';
import { testPolicy } from '../support/brokerFixture.ts';

const settings = { heartbeatMs: 0, connectTimeoutMs: 1_000, maxBufferedBytes: 1 << 20, maxSubscriptions: 8 };
const user = { userId: 'u1', stompKey: 'k1', areaId: 'a1' };

function fakeTransport() {
  const decoder = new FrameDecoder();
  const frames: StompFrame[] = [];
  const closes: number[] = [];
  const transport: SessionTransport = {
    send: (data) => {
      for (const item of decoder.push(data)) if (item.kind === 'frame') frames.push(item.frame);
    },
    bufferedAmount: () => 0,
    close: (code) => closes.push(code),
    terminate: () => closes.push(-1),
  };
  return { transport, frames, closes };
}

const failingBus: Bus = {
  bind: () => Promise.reject(new Error('canal fechado')),
  unbind: async () => {},
  publish: () => Promise.reject(new Error('canal fechado')),
  close: async () => {},
};

describe('broker when the bus fails', () => {
  it('answers a SUBSCRIBE whose binding fails with ERROR and closes, so the client reconnects', async () => {
    const broker = new Broker(testPolicy, settings);
    broker.useBus(failingBus);
    const { transport, frames, closes } = fakeTransport();
    const session = broker.accept(transport, user);
    session.receive(
      Buffer.from(
        'CONNECT\naccept-version:1.2\n\n\0SUBSCRIBE\nid:1\ndestination:/topic/test/a\nreceipt:r\n\n\0',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(frames.map((frame) => frame.command)).toEqual(['CONNECTED', 'ERROR']);
    expect(readHeader(frames[1]!, 'message')).toBe('Serviço de tempo real indisponível; tente novamente');
    expect(readHeader(frames[1]!, 'receipt-id')).toBe('r');
    expect(closes).toEqual([1002]);
    expect(broker.stats).toEqual({ sessions: 0, destinations: 0, subscriptions: 0, bindings: 0 });
  });

  it('drops every client when the bus is lost and stops accepting new ones', () => {
    const broker = new Broker(testPolicy, settings);
    broker.useBus(failingBus);
    const clients = [fakeTransport(), fakeTransport()];
    for (const { transport } of clients) broker.accept(transport, user).receive(Buffer.from('CONNECT\n\n\0'));
    expect(broker.isAvailable).toBe(true);
    broker.failBus(new Error('conexão perdida'));
    expect(clients.map(({ closes }) => closes)).toEqual([[1011], [1011]]);
    expect(broker.isAvailable).toBe(false);
    expect(broker.stats.sessions).toBe(0);
  });
});
