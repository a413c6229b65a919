import { apiPaths } from '@vizinhos/api';
import { analyzeObjectivity } from '@vizinhos/domain';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/requireUser.ts';
import { httpError } from '../http/httpError.ts';
import { readFormValue } from '../http/readFormValue.ts';
import { serverTexts } from '../http/serverTexts.ts';
import type { RouteContext } from '../routeContext.ts';

/** Longest text analysed; a post is far shorter, and the analyser's cost grows with length. */
const maxTextLength = 20_000;

/** POST analyzer (doc 2 §7): multipart `body`, answered with the domain's objectivity analysis. */
export function registerAnalyzerRoutes(app: FastifyInstance, context: RouteContext): void {
  app.post(apiPaths.analyzer, async (request) => {
    await requireUser(context.db, request, context.now());
    const text = readFormValue(request.body, 'body');
    if (text === undefined) throw httpError(400, serverTexts.fieldRequired('texto'));
    if (text.length > maxTextLength) throw httpError(413, serverTexts.fieldInvalid('texto'));
    const { objectivity, suggestions } = analyzeObjectivity(text);
    return { results: { objectivity_score: objectivity, objectivity, suggestions } };
  });
}
