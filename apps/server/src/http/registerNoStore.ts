import type { FastifyInstance } from 'fastify';

/**
 * Every /api answer is `Cache-Control: no-store` unless its route chose otherwise: most depend on
 * the session, and a shared cache or the back button must not keep a resident's data. The few
 * public calls (area search) lose nothing worth caching.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
