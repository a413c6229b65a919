import type { FastifyInstance } from 'fastify';
import { isCrossSiteRequest } from '../auth/isCrossSiteRequest.ts';
import { labelField } from './fieldLabels.ts';
import { ownOrigin } from './ownOrigin.ts';
import { containsNul, findNonFinite } from './readFormValue.ts';
import { serverTexts } from './server.texts.ts';

/** Longest URL answered; every address of the contract with its query is far shorter. */
const maxUrlLength = 8 * 1024;

/**
 * Guards every request before any route: URLs past `maxUrlLength` (414), CSRF by Fetch Metadata (before any body is read), NUL
 * characters, which PostgreSQL text cannot hold, and numbers that are not finite, refused here
 * instead of failing in the driver.
 */
export function registerRequestGuards(app: FastifyInstance, publicUrl: string | null): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > maxUrlLength) return reply.status(414).send({ error: serverTexts.uriTooLong });
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const refused = isCrossSiteRequest({
      method: request.method,
      secFetchSite: header('sec-fetch-site'),
      origin: header('origin'),
      ownOrigin: ownOrigin(request, publicUrl),
    });
    if (refused) return reply.status(403).send({ error: serverTexts.crossSite });
  });
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body))
      return reply.status(400).send({ error: serverTexts.nulCharacter });
  });
  // After validation, where coercion has made numbers of the schema's number fields.
  app.addHook('preHandler', async (request, reply) => {
    const field =
      findNonFinite(request.query) ?? findNonFinite(request.params) ?? findNonFinite(request.body);
    if (field) return reply.status(400).send({ error: serverTexts.fieldInvalid(labelField(field)) });
  });
}
