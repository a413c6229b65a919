// Overload answered at once instead of timed out: past the event loop's delay limit, or with the
// database pool's queue past its limit, every request but the health addresses is refused with a
// 503 and a short Retry-After, before any work is done for it. The client tries a keyed write again
// after that wait, and nginx sends it to the other instance (deploy/nginx/vizinhos-locations.conf).
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../http/httpError.ts';
import { serverTexts } from '../http/server.texts.ts';
import type { PoolStats } from './metrics.ts';

/** When an instance calls itself overloaded; 0 turns a limit off. */
export type OverloadLimits = {
  /** Mean event-loop delay over a sample, in ms (MAX_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** Queries waiting for a pooled PostgreSQL connection (MAX_DB_WAITING). */
  maxDatabaseWaiting: number;
  /** How often both are sampled, in ms (1 s in production; tests sample faster). */
  sampleIntervalMs?: number;
};

/** What a refused request is told to wait: short enough for the client's own retry (≤ 5 s). */
export const overloadRetryAfterSeconds = 2;

/** The addresses answered even under pressure: the monitors must see it, not be refused by it. */
const exempt = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Registers the load check on the whole app and returns whether the instance is overloaded now
 * (for /readyz); with both limits off it registers nothing and returns undefined.
 */
export async function registerOverload(
  app: FastifyInstance,
  limits: OverloadLimits,
  poolStats: PoolStats | undefined,
): Promise<(() => boolean) | undefined> {
  const watchPool = limits.maxDatabaseWaiting > 0 && poolStats !== undefined;
  if (limits.maxEventLoopDelayMs <= 0 && !watchPool) return undefined;
  const interval = limits.sampleIntervalMs ?? 1_000;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    sampleInterval: interval,
    ...(watchPool
      ? {
          healthCheck: async () => poolStats().waiting <= limits.maxDatabaseWaiting,
          healthCheckInterval: interval,
        }
      : {}),
    pressureHandler: (request) => {
      // Returning nothing lets the request through (the health routes report the load).
      if (exempt.has(request.url.split('?')[0] ?? '')) return;
      // Refused through the app's error handler, so nothing else runs for it: answering here and
      // returning would let the request go on (a 404 route then overwrote the status).
      return Promise.reject(
        httpError(
          503,
          serverTexts.overloaded,
          { error: serverTexts.overloaded, code: 'overloaded' },
          {
            'Retry-After': String(overloadRetryAfterSeconds),
          },
        ),
      );
    },
  });
  return () => app.isUnderPressure();
}
