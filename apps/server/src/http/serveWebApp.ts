import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serverTexts } from './server.texts.ts';

/**
 * Answers unknown paths: API and /ws paths get a Portuguese 404; with a built web app, other GET
 * paths get index.html so that the app's own routes (/posts/{id}) load (SPA fallback).
 */
export async function serveWebApp(app: FastifyInstance, root: string | null): Promise<void> {
  if (root) await app.register(fastifyStatic, { root, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isSocket = path === '/ws' || path.startsWith('/ws/');
    if (!root || isApi || isSocket || (request.method !== 'GET' && request.method !== 'HEAD'))
      return reply.status(404).send({ error: serverTexts.notFound });
    return reply.type('text/html').sendFile('index.html');
  });
}
