import type { IncomingMessage, Server } from 'node:http';
import { HEARTBEAT_MS } from '@vizinhos/domain';
import { createAmqpBus } from './amqpBus.ts';
import { attachWebSocket } from './attachWebSocket.ts';
import { Broker, type BrokerPolicy } from './broker.ts';
import { type BusOpener, keepBusOpen } from './keepBusOpen.ts';
import { createMemoryBus } from './memoryBus.ts';
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
} & Partial<SessionSettings>;

/** A running broker on a server's `/ws`, and the way to stop it. */
export type MountedRealtime = { broker: Broker; close(): Promise<void> };

/** Starts the broker on an HTTP server: bus first (so SUBSCRIBE receipts mean a live binding), then `/ws`. */
export async function mountRealtime(server: Server, options: MountOptions): Promise<MountedRealtime> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const broker = new Broker(options.policy, {
    heartbeatMs,
    connectTimeoutMs: options.connectTimeoutMs ?? Math.max(heartbeatMs, 1_000),
    // About a thousand typical live messages queued for one socket: beyond that it is not keeping up.
    maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
    maxSubscriptions: options.maxSubscriptions ?? 64,
  });
  const amqpUrl = options.amqpUrl;
  const open: BusOpener =
    options.openBus ??
    (amqpUrl
      ? (deliver, onFailure) => createAmqpBus(amqpUrl, deliver, onFailure)
      : async (deliver) => createMemoryBus(deliver));
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
        await broker.close();
        await keeper.stop();
      })();
      return closed;
    },
  };
}
