import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers above 1 KiB by Accept-Encoding (brotli at quality 4, which costs about as much
 * CPU as gzip, else gzip), with `Vary: Accept-Encoding`; a built file that has no `.br`/`.gz` copy
 * is compressed on the fly. Register before the routes: the plugin hooks each route as it is added.
 * Compressed request bodies are refused as before (no decompression: no zip bombs).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
