import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts';
import { overloadRetryAfterSeconds } from '../ops/registerOverload.ts';
import { labelField } from './fieldLabels.ts';
import { formatBytes } from './formatBytes.ts';
import { isHttpError } from './httpError.ts';
import { serverTexts } from './server.texts.ts';

type ValidationItem = { instancePath?: string; keyword?: string; params?: Record<string, unknown> };

function validationText(items: ValidationItem[]): string {
  const first = items[0];
  if (!first) return serverTexts.invalidBody;
  if (first.keyword === 'required' && typeof first.params?.missingProperty === 'string')
    return serverTexts.fieldRequired(labelField(first.params.missingProperty));
  const path = first.instancePath ?? '';
  return path ? serverTexts.fieldInvalid(labelField(path)) : serverTexts.invalidBody;
}

const statusTexts: Record<number, string> = {
  404: serverTexts.notFound,
  405: serverTexts.methodNotAllowed,
  406: serverTexts.unsupportedMediaType,
  408: serverTexts.timeout,
  413: serverTexts.tooLarge,
  414: serverTexts.uriTooLong,
  415: serverTexts.unsupportedMediaType,
  431: serverTexts.headersTooLarge,
};

/** The url-encoded parser's own limit (registerBodyParsers), below the app's body limit. */
export const formBodyLimit = 1024 * 1024;

/** The text of a 413, naming the limit that was actually passed. */
function tooLargeText(request: FastifyRequest, code: string): string {
  if (code === 'FST_REQ_FILE_TOO_LARGE') return serverTexts.tooLarge;
  if (/^FST_(PARTS|FILES|FIELDS)_LIMIT$/.test(code)) return serverTexts.tooManyParts;
  const form = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  return serverTexts.bodyTooLarge(formatBytes(form ? formBodyLimit : request.routeOptions.bodyLimit));
}

const malformedMultipart = /^(Multipart: |Unexpected end of|Malformed |Part terminated)/;

/**
 * Errors Fastify raises before any route or hook runs (a URL that does not decode): a Portuguese 400
 * instead of its English default. Passed to the Fastify constructor as `frameworkErrors`.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  _error,
  _request,
  reply,
) => (reply as FastifyReply).status(400).send({ error: serverTexts.badUrl });

/**
 * Answers every failure as `{ error: "<pt-BR>" }`: schema failures and malformed bodies are 4xx with
 * a Portuguese message; only real faults become 500, logged, with no stack trace sent.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isHttpError(error))
      return reply
        .headers(error.replyHeaders ?? {})
        .status(error.statusCode)
        .send(error.replyBody);
    if (error.validation) return reply.status(400).send({ error: validationText(error.validation) });
    // The multipart parser throws plain errors (no status) for malformed bodies.
    const status = error.statusCode ?? (malformedMultipart.test(error.message) ? 400 : 500);
    if (status >= 400 && status < 500) {
      request.log.debug({ code: error.code }, 'client error');
      // Body, multipart file and parts limits arrive as 413 with their own codes.
      const code = String(error.code ?? '');
      const text = status === 413 ? tooLargeText(request, code) : statusTexts[status];
      return reply.status(status === 406 ? 415 : status).send({ error: text ?? serverTexts.invalidBody });
    }
    // A database restarting or out of reach: nothing was written (the transaction did not commit),
    // so the client may send the same request again after a short wait.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(overloadRetryAfterSeconds))
        .send({ error: serverTexts.databaseUnavailable, code: 'database_unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: serverTexts.internal });
  });
}
