import type { IncomingMessage, Server } from 'node:http';
import { HEARTBEAT_MS } from '@vizinhos/domain';
import { createAmqpBus } from './amqpBus.ts';
import { attachWebSocket } from './attachWebSocket.ts';
import { brokerTexts } from './broker.texts.ts';
import { Broker, type BrokerPolicy } from './broker.ts';
import { type BusOpener, keepBusOpen } from './keepBusOpen.ts';
import { createMemoryBus } from './memoryBus.ts';
import { noRealtimeMetrics, type RealtimeMetrics } from './realtimeMetrics.ts';
import type { RealtimeUser } from './realtimeUser.ts';
import type { SessionSettings } from './stompSession.ts';

/** Everything the broker needs from its host; registerRealtime fills it from Fastify and the live policy. */
export type MountOptions = {
  authenticate: (request: IncomingMessage) => Promise<RealtimeUser | null>;
  policy: BrokerPolicy;
  amqpUrl?: string;
  path?: string;
  /** Opens the bus; defaults to RabbitMQ when amqpUrl is set, else memory (tests inject their own). */
  openBus?: BusOpener;
  /** First wait before reopening a lost bus. */
  busRetryMs?: number;
  /** Live sockets one user may hold on this instance (default 16). */
  maxSocketsPerUser?: number;
  /** Frames and bus messages counted for GET /metrics. */
  metrics?: RealtimeMetrics;
} & Partial<SessionSettings>;

/** A running broker on a server's `/ws`, and the way to stop it. */
export type MountedRealtime = { broker: Broker; close(): Promise<void> };

/** Starts the broker on an HTTP server: bus first (so SUBSCRIBE receipts mean a live binding), then `/ws`. */
export async function mountRealtime(server: Server, options: MountOptions): Promise<MountedRealtime> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const metrics = options.metrics ?? noRealtimeMetrics;
  const broker = new Broker(
    options.policy,
    {
      heartbeatMs,
      connectTimeoutMs: options.connectTimeoutMs ?? Math.max(heartbeatMs, 1_000),
      // About a thousand typical live messages queued for one socket: beyond that it is not keeping up.
      maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
      maxSubscriptions: options.maxSubscriptions ?? 64,
    },
    metrics,
  );
  const amqpUrl = options.amqpUrl;
  const uncounted: BusOpener =
    options.openBus ??
    (amqpUrl
      ? (deliver, onFailure) => createAmqpBus(amqpUrl, deliver, onFailure)
      : async (deliver) => createMemoryBus(deliver));
  // Every bus, whichever opened it, is counted: messages published, and consumed with their lag.
  const open: BusOpener = async (deliver, onFailure) => {
    const bus = await uncounted((message) => {
      metrics.busConsumed(message.sentAt === undefined ? undefined : Date.now() - message.sentAt);
      deliver(message);
    }, onFailure);
    return {
      bind: (destination) => bus.bind(destination),
      unbind: (destination) => bus.unbind(destination),
      publish: (message) => {
        metrics.busPublished();
        return bus.publish({ ...message, sentAt: message.sentAt ?? Date.now() });
      },
      close: () => bus.close(),
    };
  };
  const keeper = await keepBusOpen(broker, open, options.busRetryMs ?? 2_000, (message, details) =>
    options.policy.log('warn', message, details),
  );
  const detach = attachWebSocket(server, broker, {
    path: options.path ?? '/ws',
    authenticate: options.authenticate,
    maxSocketsPerUser: options.maxSocketsPerUser ?? 16,
    log: (level, message, details) => options.policy.log(level, message, details),
  });
  let closed: Promise<void> | undefined;
  return {
    broker,
    close: () => {
      closed ??= (async () => {
        detach();
        await broker.close(brokerTexts.serverRestarting);
        await keeper.stop();
      })();
      return closed;
    },
  };
}
