// Reports (spec 3: Calls): the spec's flag on a post, with or without a reason, on comments too, and
// withdrawing one's own pending report. The reporter is never sent to anyone else.
import { apiPaths } from '@vizinhos/api';
import { checkReport } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { noLimit } from '../../auth/routeRules.ts';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { flagPostSchema, loadPostView, postsServerTexts, toWirePost } from '../posts/index.ts';
import { moderationEvents } from './events.ts';
import { moderationServerTexts } from './moderation.texts.ts';
import {
  findCommentTarget,
  findPostTarget,
  type ReportTarget,
  recordReport,
  withdrawReport,
} from './reports.ts';
import { commentReportSchema } from './schemas.ts';

const whole = { includeStats: true, includeComments: true };
const param = (request: FastifyRequest, name: string) => readFormValue(request.params, name) ?? '';

/** The report in the body (none: the spec's body-less flag), or a Portuguese 422. */
function readReport(body: unknown) {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const checked = checkReport(fields.reason, fields.note);
  if (!checked.ok) throw httpError(422, checked.message);
  return checked.value;
}

export function registerReportRoutes(app: RouteApp, context: RouteContext): void {
  const { db, live, now } = context;
  const events = moderationEvents(db, live);
  const postFlag = `${apiPaths.posts}/:id/flag`;
  const commentFlag = `${apiPaths.posts}/:id/comments/:commentId/flag`;

  const postTarget = async (request: FastifyRequest) => {
    const target = await findPostTarget(db, param(request, 'id'), request.user.areaId);
    if (!target) throw httpError(404, postsServerTexts.notFound);
    return target;
  };
  const commentTarget = async (request: FastifyRequest) => {
    const target = await findCommentTarget(
      db,
      param(request, 'commentId'),
      request.user.areaId,
      param(request, 'id'),
    );
    if (!target) throw httpError(404, moderationServerTexts.contentNotFound);
    return target;
  };
  const report = async (request: FastifyRequest, target: ReportTarget) => {
    const input = readReport(request.body);
    return recordReport(db, {
      target,
      reporterId: request.user.id,
      areaId: request.user.areaId,
      report: input,
      now: now(),
    });
  };
  const withdraw = async (request: FastifyRequest, target: ReportTarget) => {
    const outcome = await withdrawReport(db, target, request.user.id);
    if (outcome === 'none') throw httpError(404, moderationServerTexts.notReported);
    if (outcome === 'decided') throw httpError(409, moderationServerTexts.decided);
  };
  const postAnswer = async (request: FastifyRequest, postId: string) => {
    const view = await loadPostView(db, postId, { id: request.user.id, areaId: request.user.areaId });
    if (!view) throw httpError(404, postsServerTexts.notFound);
    return { posts: toWirePost(view, whole) };
  };

  // The spec's flag: the post back as the reader sees it; a new report that hides it goes live.
  app.put(postFlag, { schema: flagPostSchema, config: { limit: 'flag' } }, async (request) => {
    const target = await postTarget(request);
    if (await report(request, target))
      request.afterCommit(events.postChanged(request.user.areaId, target.postId, request.user.id));
    return postAnswer(request, target.postId);
  });

  app.delete(postFlag, { schema: flagPostSchema, config: { limit: noLimit.edit } }, async (request) => {
    const target = await postTarget(request);
    await withdraw(request, target);
    request.afterCommit(events.postChanged(request.user.areaId, target.postId, request.user.id));
    return postAnswer(request, target.postId);
  });

  app.put(commentFlag, { schema: commentReportSchema, config: { limit: 'flag' } }, async (request) => {
    await report(request, await commentTarget(request));
    return okAnswer;
  });

  app.delete(
    commentFlag,
    { schema: commentReportSchema, config: { limit: noLimit.edit } },
    async (request) => {
      await withdraw(request, await commentTarget(request));
      return okAnswer;
    },
  );
}
