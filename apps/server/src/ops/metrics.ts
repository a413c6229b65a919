// GET /metrics in the Prometheus text format (prom-client), behind METRICS_TOKEN.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { passwordStats } from '../auth/hashPassword.ts';
import { pushStats } from '../features/push/index.ts';
import { jobStats } from '../jobs/jobQueue.ts';
import { mailStats } from '../mail/outbox.ts';
import type { RealtimeMetrics } from '../realtime/index.ts';

/** The database pool's counts (PostgreSQL); PGlite has a single connection and no pool. */
export type PoolStats = () => { total: number; idle: number; waiting: number };

/** The metrics of one app: its own registry, and the hooks the broker counts through. */
export type ServerMetrics = {
  registry: Registry;
  realtime: RealtimeMetrics;
};

/** Makes the registry with the process's default metrics and the realtime counters. */
export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'vizinhos_' });
  const frames = new Counter({
    name: 'vizinhos_stomp_frames_total',
    help: 'STOMP frames received from (in) and written to (out) clients, heart-beats excluded',
    labelNames: ['direction'] as const,
    registers: [registry],
  });
  const published = new Counter({
    name: 'vizinhos_bus_published_total',
    help: 'Live messages this instance published to the bus',
    registers: [registry],
  });
  const consumed = new Counter({
    name: 'vizinhos_bus_consumed_total',
    help: 'Live messages the bus delivered to this instance',
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'vizinhos_bus_lag_seconds',
    help: 'Time from publishing to delivery through the bus',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const framesIn = frames.labels('in');
  const framesOut = frames.labels('out');
  return {
    registry,
    realtime: {
      frame: (direction) => (direction === 'in' ? framesIn : framesOut).inc(),
      busPublished: () => published.inc(),
      busConsumed: (lagMs) => {
        consumed.inc();
        if (lagMs !== undefined) lag.observe(Math.max(0, lagMs) / 1000);
      },
    },
  };
}

/** The histogram every answer is observed in, by method, registered route and status. */
export function requestDurationHistogram(registry: Registry) {
  return new Histogram({
    name: 'vizinhos_http_request_duration_seconds',
    help: 'HTTP answers by route (the registered pattern), method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
}

function sameToken(given: string | undefined, token: string): boolean {
  if (given === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Times every request by route and status and serves `GET /metrics` to `Authorization: Bearer
 * <token>` only: without it the answer is the app's ordinary 404, so the address never reveals itself.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: {
    token: string;
    metrics: ServerMetrics;
    realtime: () => { sockets: number; busAvailable: boolean };
    pool?: PoolStats | undefined;
  },
): void {
  const { registry } = options.metrics;
  const duration = requestDurationHistogram(registry);
  new Gauge({
    name: 'vizinhos_websockets_open',
    help: 'Open live (STOMP over WebSocket) connections on this instance',
    registers: [registry],
    collect() {
      this.set(options.realtime().sockets);
    },
  });
  new Gauge({
    name: 'vizinhos_bus_up',
    help: '1 while the live bus (RabbitMQ or in memory) is open, 0 after it was lost',
    registers: [registry],
    collect() {
      this.set(options.realtime().busAvailable ? 1 : 0);
    },
  });
  new Gauge({
    name: 'vizinhos_push_queue_depth',
    help: 'Web Push notices handed to the sender and not yet settled',
    registers: [registry],
    collect() {
      this.set(pushStats.queued);
    },
  });
  new Counter({
    name: 'vizinhos_push_failures_total',
    help: 'Web Push sends that failed since the process started',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(pushStats.failures);
    },
  });
  // Mails a relay accepted or refused (a refusal at RCPT or DATA is the bounce this server sees),
  // and jobs run, failed (then retried) and given up after their last attempt.
  for (const [name, help, read] of [
    [
      'vizinhos_mail_sent_total',
      'Mails the SMTP relay accepted since the process started',
      () => mailStats.sent,
    ],
    [
      'vizinhos_mail_failures_total',
      'Mails the SMTP relay refused or could not take (bounces at the door)',
      () => mailStats.failed,
    ],
    ['vizinhos_jobs_done_total', 'Scheduled jobs this instance finished', () => jobStats.done],
    [
      'vizinhos_jobs_failed_total',
      'Scheduled job attempts that failed (retried with back-off)',
      () => jobStats.failed,
    ],
    [
      'vizinhos_jobs_given_up_total',
      'Scheduled jobs given up after their last attempt',
      () => jobStats.givenUp,
    ],
  ] as const)
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  new Counter({
    name: 'vizinhos_password_checks_total',
    help: 'Passwords checked (a costly scrypt each) since the process started',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(passwordStats.checks);
    },
  });
  const pool = options.pool;
  if (pool) {
    new Gauge({
      name: 'vizinhos_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = pool();
        this.labels('total').set(stats.total);
        this.labels('idle').set(stats.idle);
        this.labels('waiting').set(stats.waiting);
      },
    });
  }
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'sem-rota';
    if (route !== '/metrics')
      duration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', async (request, reply) => {
    // Exactly the answer of an address that does not exist.
    if (!sameToken(request.headers.authorization, options.token)) return reply.callNotFound();
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
}
