// Health addresses for load balancers and process managers: /healthz (alive) and /readyz (ready).
import type { FastifyInstance } from 'fastify';

/** One dependency /readyz asks: resolves when it answers, throws (or times out) when it does not. */
export type ReadinessCheck = () => Promise<void> | void;

/** How long /readyz waits for one dependency before calling it failed. */
const readinessTimeoutMs = 2_000;

const noStore = 'no-store';

function withTimeout(check: ReadinessCheck, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms} ms`)), ms);
  });
  return Promise.race([Promise.resolve().then(check), timeout]).finally(() => clearTimeout(timer));
}

/**
 * `GET /healthz`: 200 while the process serves HTTP, with no database call. `GET /readyz`: 200 when
 * every check answers (the database; RabbitMQ when configured), else 503 naming the one that failed.
 * Both unauthenticated, never cached, never logged, and cheap. The answer names a failed check and
 * nothing more: an error's text can carry a database's host or its authentication error, so it goes
 * to the server's log (once per change, not at every poll) and never to whoever asked.
 */
export function registerHealth(app: FastifyInstance, checks: Record<string, ReadinessCheck>): void {
  // Never logged, not even as a slow answer (a /readyz waiting on a stopped database): their callers
  // poll every few seconds, and their answer already says what failed.
  app.get('/healthz', { logLevel: 'silent' }, async (_request, reply) => {
    reply.header('Cache-Control', noStore);
    return { status: 'ok' };
  });
  // The last failure logged per check, so an outage polled every few seconds is logged once.
  const logged = new Map<string, string>();
  const note = (name: string, failure: string | null) => {
    const last = logged.get(name) ?? null;
    if (failure === last) return;
    if (failure === null) {
      logged.delete(name);
      app.log.info({ check: name }, 'readiness check ok again');
    } else {
      logged.set(name, failure);
      app.log.error({ check: name, reason: failure }, 'readiness check failed');
    }
  };
  app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
    reply.header('Cache-Control', noStore);
    const names = Object.keys(checks);
    const results = await Promise.allSettled(
      names.map((name) => withTimeout(checks[name] as ReadinessCheck, readinessTimeoutMs)),
    );
    const status: Record<string, string> = {};
    const failed: string[] = [];
    results.forEach((result, index) => {
      const name = names[index] as string;
      if (result.status === 'fulfilled') {
        status[name] = 'ok';
        note(name, null);
      } else {
        failed.push(name);
        status[name] = 'falhou';
        note(name, result.reason instanceof Error ? result.reason.message : String(result.reason));
      }
    });
    if (failed.length > 0) return reply.status(503).send({ status: 'indisponível', failed, checks: status });
    return { status: 'ok', checks: status };
  });
}
