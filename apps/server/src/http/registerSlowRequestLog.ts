import type { FastifyInstance } from 'fastify';

/** Answers slower than this are logged as warnings, whatever the log level hides. */
const slowRequestMs = 500;

/**
 * Request logs are off (Fastify's two info lines per request cost more than small answers do);
 * failures are logged by the error handler, and slow answers here.
 */
export function registerSlowRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms > slowRequestMs)
      request.log.warn(
        // The path only: a query may carry a mailed token (activation), which no log may keep.
        {
          method: request.method,
          path: request.url.split('?')[0],
          statusCode: reply.statusCode,
          ms: Math.round(ms),
        },
        'slow request',
      );
    done();
  });
}
