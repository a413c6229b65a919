import { parse as parseQueryString } from 'node:querystring';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { maxUploadBytes } from '@vizinhos/api';
import type { FastifyInstance } from 'fastify';
import { formBodyLimit } from './registerErrorHandling.ts';

/** Cookies, multipart forms (one file, checked by size) and url-encoded forms, as the contract sends them. */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: maxUploadBytes, files: 1, fields: 30, fieldSize: 100_000, parts: 31 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => done(null, parseQueryString(body as string)),
  );
}
