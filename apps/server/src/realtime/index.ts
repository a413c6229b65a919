// The realtime entry point the app wires in: the STOMP broker on /ws and the live publisher.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { brokerTexts } from './broker.texts.ts';
import type { InternalChannel } from './internalChannel.ts';
import type { BusOpener } from './keepBusOpen.ts';
import { createLivePolicy } from './livePolicy.ts';
import { createLivePublisher, type LivePublisher } from './livePublisher.ts';
import { mountRealtime } from './mountRealtime.ts';
import type { RealtimeMetrics } from './realtimeMetrics.ts';
import type { RealtimeUser } from './realtimeUser.ts';

export { createAmqpBus } from './amqpBus.ts';
export type { InternalChannel, InternalListener } from './internalChannel.ts';
export type { BusOpener } from './keepBusOpen.ts';
export type { LivePublisher } from './livePublisher.ts';
export type { RealtimeMetrics } from './realtimeMetrics.ts';
export type { RealtimeUser } from './realtimeUser.ts';

/** What registerRealtime needs: who is behind an upgrade request, and the bus. */
export type RealtimeOptions = {
  /** Reads the session cookie of the raw upgrade request; null answers 401 before any WebSocket. */
  authenticate: (request: IncomingMessage) => Promise<RealtimeUser | null>;
  /** RabbitMQ between server instances (AMQP_URL); the in-memory bus when absent. */
  amqpUrl?: string;
  /** Opens the bus instead (tests: several apps on one in-memory bus). */
  openBus?: BusOpener;
  /** spec: Business constants and limits says 18000 ms; tests shorten it. */
  heartbeatMs?: number;
  /** Frames and bus messages counted for GET /metrics. */
  metrics?: RealtimeMetrics;
};

/** The running broker: publish domain events through it; close it on shutdown (the app's close does too). */
export type RealtimeHandle = {
  publisher: LivePublisher;
  internal: InternalChannel;
  /** Closes this instance's sockets of ended sign-in sessions (or of a resident who moved), with a Portuguese ERROR frame. */
  endSessions(ended: { sessionKey?: string; userId?: string }, message?: string): void;
  /** Open WebSockets on this instance and whether the bus is up (metrics, /readyz). */
  status(): { sockets: number; busAvailable: boolean };
  /** The resident's open sockets on this instance (a mail waits for those not looking). */
  socketsOf(userId: string): number;
  close(): Promise<void>;
};

/**
 * Serves STOMP 1.2 over WebSocket on `/ws` of the app's own HTTP server and returns the publisher.
 * Call it before the app listens, so it can also close itself on the app's `onClose`.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
): Promise<RealtimeHandle> {
  const log = (level: 'info' | 'warn', message: string, details: Record<string, unknown>) =>
    app.log[level](details, message);
  const mounted = await mountRealtime(app.server, {
    authenticate: options.authenticate,
    policy: createLivePolicy(log),
    ...(options.amqpUrl !== undefined && { amqpUrl: options.amqpUrl }),
    ...(options.openBus !== undefined && { openBus: options.openBus }),
    ...(options.heartbeatMs !== undefined && { heartbeatMs: options.heartbeatMs }),
    ...(options.metrics !== undefined && { metrics: options.metrics }),
  });
  try {
    // preClose, not onClose: the HTTP server waits for its upgraded sockets before onClose runs.
    app.addHook('preClose', async () => {
      await mounted.close();
    });
  } catch {
    // The app already started (a test harness that listens first): the caller closes the handle.
  }
  const { broker } = mounted;
  const internal: InternalChannel = {
    publish: (destination, body) => broker.publish(destination, 'application/json', body),
    listen: (destination, listener) => broker.listenInternal(destination, listener),
  };
  return {
    publisher: createLivePublisher(broker),
    internal,
    endSessions: (ended, message = brokerTexts.sessionEnded) => void broker.endSessions(ended, message),
    socketsOf: (userId) => broker.socketsOf(userId),
    status: () => ({ sockets: broker.stats.sessions, busAvailable: broker.isAvailable }),
    close: mounted.close,
  };
}
