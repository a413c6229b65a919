// The review queue (spec 3: Calls): the pending reports of the area, keep, remove and warn, and the
// open record; every call refused in Portuguese (403) to anyone but the area's moderators, and
// another area's ids answered as missing ones (404).
import { apiPaths, moderationPaths } from '@vizinhos/api';
import {
  type DecisionBar,
  decisionBar,
  moderationTexts,
  type WireAppealStatus,
  type WireModerationLogEntry,
  type WireReportItem,
} from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { noLimit } from '../../auth/routeRules.ts';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { deleteComment } from '../comments/index.ts';
import { recordActivity } from '../notifications/index.ts';
import { deletePost, findAreaPost } from '../posts/index.ts';
import { appealStates, snapshotOf } from './appeals.ts';
import { moderationEvents } from './events.ts';
import { type LogView, loadAreaLog, loadOwnLog, writeLog } from './log.ts';
import { currentRole } from './members.ts';
import { moderationServerTexts } from './moderation.texts.ts';
import {
  decideReports,
  excerptOf,
  findPendingTarget,
  loadQueue,
  type QueueItem,
  type ReportTarget,
} from './reports.ts';
import { keepSchema, logSchema, ownLogSchema, queueSchema, removeSchema, warnSchema } from './schemas.ts';

/** A moderator's written words: 3 to 500 characters (spec 3: Validation rules), or a Portuguese 422. */
function readWords(body: unknown, field: string, refusal: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length < 3 || text.length > 500) throw httpError(422, refusal);
  return text;
}

/** Who is deciding: the moderator's id and role, read fresh. */
export type Decider = { id: string; role: string };

/** Whether the decider may decide content by `author`, as the queue item and the appeal carry it. */
export function decisionOf(decider: Decider, author: { id: string; role: string }) {
  const bar = decisionBar(decider, author);
  return { decidable: bar === null, undecidable_reason: bar };
}

/** Refuses (403) a decision on content the decider may not judge, saying who it awaits. */
export function refuseBarredDecision(bar: DecisionBar | null): void {
  if (bar) throw httpError(403, moderationServerTexts.decisionBars[bar]);
}

const imageUrl = (id: string | null) => (id ? `${apiPaths.images}/${id}` : null);

function toWireItem(item: QueueItem, decider: Decider): WireReportItem {
  const counts = new Map<string | null, number>();
  for (const report of item.reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return {
    id: item.id,
    kind: item.kind,
    post_id: item.postId,
    title: item.title,
    text: item.text,
    image_url: imageUrl(item.imageId),
    author: item.author,
    report_count: item.reports.length,
    reasons: [...counts].map(([reason, count]) => ({ reason, count })),
    notes: item.reports.flatMap((report) => (report.note ? [report.note] : [])),
    first_reported_at: (item.reports[0]?.createdAt ?? new Date(0)).toISOString(),
    reported: item.reported && {
      title: item.reported.title,
      text: item.reported.text,
      image_url: imageUrl(item.reported.imageId),
    },
    ...decisionOf(decider, item.author),
  };
}

/** A log entry on the wire; the author's own record leaves out who acted. */
function toWireLogEntry(view: LogView, withActor: boolean): WireModerationLogEntry {
  return {
    id: view.id,
    action: view.action as WireModerationLogEntry['action'],
    actor:
      withActor && view.actorId
        ? { id: view.actorId, username: view.actorName ?? '', role: view.actorRole ?? '' }
        : null,
    target: view.targetUserId ? { id: view.targetUserId, username: view.targetName ?? '' } : null,
    kind: view.kind === 'post' || view.kind === 'comment' ? view.kind : null,
    excerpt: view.excerpt,
    reason: view.reason,
    created_at: view.createdAt.toISOString(),
  };
}

const readAppealStatus = (status: string | undefined): WireAppealStatus | null =>
  status === 'pending' || status === 'restored' || status === 'upheld' ? status : null;

export function registerQueueRoutes(app: RouteApp, context: RouteContext): void {
  const { db, live, now } = context;
  const events = moderationEvents(db, live);
  const item = (action: string) => `${moderationPaths.moderationReports}/:id/${action}`;

  /**
   * The area's pending item named in the path, for a moderator who may judge it; else 403 (not a
   * moderator, or their own content or a higher role's: it awaits another moderator) or 404.
   */
  const pendingTarget = async (request: FastifyRequest): Promise<ReportTarget> => {
    const role = request.moderatorRole;
    const target = await findPendingTarget(
      db,
      readFormValue(request.params, 'id') ?? '',
      request.user.areaId,
    );
    if (!target) throw httpError(404, moderationServerTexts.reportNotFound);
    const author = { id: target.authorId, role: await currentRole(db, target.authorId) };
    refuseBarredDecision(decisionBar({ id: request.user.id, role }, author));
    return target;
  };
  const logEntry = (
    request: FastifyRequest,
    target: ReportTarget,
    action: 'keep' | 'remove' | 'warn',
    reason: string | null,
  ) => ({
    areaId: request.user.areaId,
    actorId: request.user.id,
    action,
    targetUserId: target.authorId,
    kind: target.kind,
    contentId: target.kind === 'post' ? target.postId : target.commentId,
    excerpt: excerptOf(target),
    reason,
    at: now(),
  });

  app.get(
    moderationPaths.moderationReports,
    { schema: queueSchema, config: { role: 'moderator' } },
    async (request) => {
      const decider = { id: request.user.id, role: request.moderatorRole };
      return { reports: (await loadQueue(db, request.user.areaId)).map((item) => toWireItem(item, decider)) };
    },
  );

  app.post(
    item('keep'),
    { schema: keepSchema, config: { role: 'moderator', limit: noLimit.moderation } },
    async (request) => {
      const target = await pendingTarget(request);
      await db.transaction(async (tx) => {
        await decideReports(tx, target, 'kept');
        await writeLog(tx, logEntry(request, target, 'keep', null));
      });
      // Shown again for everyone: the area receives the post no longer hidden.
      if (target.kind === 'post')
        request.afterCommit(events.postChanged(request.user.areaId, target.postId, request.user.id));
      return okAnswer;
    },
  );

  app.post(
    item('remove'),
    { schema: removeSchema, config: { role: 'moderator', limit: noLimit.moderation } },
    async (request) => {
      const target = await pendingTarget(request);
      const reason = readWords(request.body, 'reason', moderationTexts.removeReasonNeeded);
      const stored =
        target.kind === 'post' ? await findAreaPost(db, target.postId, request.user.areaId) : undefined;
      const snapshot = await snapshotOf(db, target);
      await db.transaction(async (trx) => {
        const tx = trx;
        await decideReports(tx, target, 'removed');
        await writeLog(tx, { ...logEntry(request, target, 'remove', reason), snapshot });
        const body =
          target.kind === 'post'
            ? moderationServerTexts.removedPost(excerptOf(target), reason)
            : moderationServerTexts.removedComment(excerptOf(target), reason);
        await recordActivity(tx, { kind: 'moderation', userId: target.authorId, body }, now());
        if (stored) await deletePost(tx, stored);
        if (target.kind === 'comment') await deleteComment(tx, target.commentId, now());
      });
      request.afterCommit(
        target.kind === 'post'
          ? events.postRemoved(request.user.areaId, target.postId)
          : events.commentRemoved(request.user.areaId, target.postId, target.commentId),
      );
      return okAnswer;
    },
  );

  app.post(
    item('warn'),
    { schema: warnSchema, config: { role: 'moderator', limit: noLimit.moderation } },
    async (request) => {
      const target = await pendingTarget(request);
      const message = readWords(request.body, 'message', moderationTexts.warnMessageNeeded);
      await db.transaction(async (trx) => {
        const tx = trx;
        await writeLog(tx, logEntry(request, target, 'warn', message));
        const body = moderationServerTexts.warned(message);
        await recordActivity(tx, { kind: 'moderation', userId: target.authorId, body }, now());
      });
      return okAnswer;
    },
  );

  app.get(
    moderationPaths.moderationLog,
    { schema: logSchema, config: { role: 'moderator' } },
    async (request) => {
      const page = request.query.page ?? 1;
      const entries = await loadAreaLog(db, request.user.areaId, page);
      return { entries: entries.map((entry) => toWireLogEntry(entry, true)) };
    },
  );

  app.get(moderationPaths.myModeration, { schema: ownLogSchema }, async (request) => {
    const entries = await loadOwnLog(db, request.user.id, request.user.areaId);
    const removals = entries.filter((entry) => entry.action === 'remove').map((entry) => entry.id);
    const appeals = await appealStates(db, removals);
    return {
      entries: entries.map((entry) => ({
        ...toWireLogEntry(entry, false),
        ...(entry.action === 'remove' ? { appeal: readAppealStatus(appeals.get(entry.id)) } : {}),
      })),
    };
  });
}
