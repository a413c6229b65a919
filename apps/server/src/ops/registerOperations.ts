// What an operator's tools call: /healthz, /readyz and, with METRICS_TOKEN, /metrics.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/openDatabase.ts';
import type { RealtimeHandle, RealtimeOptions } from '../realtime/index.ts';
import { type ReadinessCheck, registerHealth } from './health.ts';
import { createServerMetrics, type PoolStats, registerMetrics } from './metrics.ts';

/**
 * Registers the health addresses and the metrics before the broker exists; `useRealtime` then hands
 * over the broker's status (open sockets, bus up), which /readyz and the gauges read.
 */
export function registerOperations(
  app: FastifyInstance,
  options: {
    db: Database;
    metricsToken: string | null;
    busConfigured: boolean;
    poolStats?: PoolStats | undefined;
    /** Whether the load check refuses requests now (ops/registerOverload.ts). */
    overloaded?: () => boolean;
  },
): { realtimeOptions: Pick<RealtimeOptions, 'metrics'>; useRealtime(realtime: RealtimeHandle): void } {
  let realtime: RealtimeHandle | undefined;
  const status = () => realtime?.status() ?? { sockets: 0, busAvailable: false };
  const checks: Record<string, ReadinessCheck> = {
    database: async () => {
      await options.db.execute(sql`select 1`);
    },
  };
  const overloaded = options.overloaded;
  if (overloaded)
    checks.carga = () => {
      if (overloaded()) throw new Error('sobrecarregado: recusando requisições com 503');
    };
  if (options.busConfigured)
    checks.rabbitmq = () => {
      if (!status().busAvailable) throw new Error('barramento de tempo real fechado');
    };
  registerHealth(app, checks);
  const metrics = options.metricsToken ? createServerMetrics() : undefined;
  if (metrics && options.metricsToken)
    registerMetrics(app, { token: options.metricsToken, metrics, realtime: status, pool: options.poolStats });
  return {
    realtimeOptions: metrics ? { metrics: metrics.realtime } : {},
    useRealtime: (handle) => {
      realtime = handle;
    },
  };
}
