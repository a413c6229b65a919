import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createFirstPaint, type FirstPaintRead, firstPaintFolder } from './firstPaint.ts';
import { createIndexPage } from './indexPage.ts';
import { type PagePolicy, trimSubresourceHeaders } from './securityHeaders.ts';
import { serverTexts } from './server.texts.ts';

/** A built asset whose name carries its content hash (Vite: `assets/name-Hash8chr.js`). */
function isHashedAsset(root: string, file: string): boolean {
  return file.startsWith(`${root}/assets/`) && /[-.][\w-]{8,}\.[a-z0-9]+(?:\.(?:br|gz))?$/i.test(file);
}

/** What a file cached for a year says (Cache-Control), and the validators it then never needs. */
const immutable = 'public, max-age=31536000, immutable';
const validators = ['ETag', 'Last-Modified'];

/**
 * Serves the built web app: every file in it as a file (its `.br`/`.gz` copy when the client takes
 * one, with `Vary: Accept-Encoding`), hashed assets cached for a year (no ETag nor Last-Modified: a
 * browser never asks again, and a phone's first screen fetches a dozen of them), everything else
 * revalidated by ETag; index.html for `/` and for extension-less navigations (the SPA fallback). A missing file
 * with an extension, API and /ws paths answer a Portuguese 404, never the page; a known address
 * called with a method it does not take answers 405 with `Allow`.
 */
export async function serveWebApp(
  app: FastifyInstance,
  folder: string | null,
  pagePolicy: PagePolicy,
  /** The methods registered for a path: a known address called with another one answers 405. */
  allowedMethods: (path: string) => string[] = () => [],
  /** Paints a signed-in `/` or `/posts/{id}` with the resident's data (firstPaint.ts); the built page without. */
  firstPaint?: {
    read: FirstPaintRead;
    origin: () => string;
    now: () => Date;
    warn: (message: string) => void;
  },
): Promise<void> {
  const root = folder ? path.resolve(folder) : null;
  const paint = root && firstPaint ? createFirstPaint(root, firstPaint.read, firstPaint) : undefined;
  const sendIndex = root ? createIndexPage(root, pagePolicy, paint) : null;
  if (root && sendIndex) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // The page is made here; the server entry of the build (firstPaint.ts) is for this process only.
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz', `${firstPaintFolder}/**`],
      setHeaders(res, file) {
        res.setHeader('Cache-Control', isHashedAsset(root, file) ? immutable : 'no-cache');
        res.setHeader('Vary', 'Accept-Encoding');
        // `res` is Node's response (the plugin's type names only the part it documents).
        trimSubresourceHeaders(res as unknown as ServerResponse, file, path.join(root, 'sw.js'));
      },
    });
    // The plugin adds its validators after setHeaders: taken away as the answer goes.
    app.addHook('onSend', async (_request, reply, payload) => {
      if (reply.getHeader('Cache-Control') === immutable)
        for (const name of validators) reply.removeHeader(name);
      return payload;
    });
    app.get('/', sendIndex);
    app.get('/index.html', sendIndex);
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url === '/api' || url.startsWith('/api/');
    const isSocket = url === '/ws' || url.startsWith('/ws/');
    const isFile = /\.[a-z0-9]+$/i.test(url.split('/').at(-1) ?? '');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const allowed = allowedMethods(url);
    if (allowed.length > 0 && !allowed.includes(request.method))
      return reply
        .status(405)
        .header('Allow', allowed.join(', '))
        .send({ error: serverTexts.methodNotAllowed });
    if (!sendIndex || isApi || isSocket || isFile || !isRead)
      return reply.status(404).send({ error: serverTexts.notFound });
    return sendIndex(request, reply);
  });
}
