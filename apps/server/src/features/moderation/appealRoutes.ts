// The second look (spec 3: Second look): the author of removed content asks once, with a short
// optional note; the area's moderators read the pending appeals and restore the content or confirm
// the removal, each decision written to the log and told to the author.

import { moderationPaths } from '@vizinhos/api';
import { moderationTexts, REPORT_NOTE_MAX, type WireAppeal } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { noLimit } from '../../auth/routeRules.ts';
import { openWhileMuted } from '../../auth/writeLimits.ts';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { recordActivity } from '../notifications/index.ts';
import {
  type AppealView,
  decideAppeal,
  findPendingAppeal,
  findRemoval,
  loadPendingAppeals,
  recordAppeal,
  restoreContent,
} from './appeals.ts';
import { moderationEvents } from './events.ts';
import { writeLog } from './log.ts';
import { moderationServerTexts } from './moderation.texts.ts';
import { type Decider, decisionOf, refuseBarredDecision } from './queueRoutes.ts';
import { appealDecisionSchema, appealSchema, appealsSchema } from './schemas.ts';

function toWireAppeal(view: AppealView, decider: Decider): WireAppeal {
  return {
    id: view.id,
    log_id: view.entry.id,
    kind: view.entry.kind === 'comment' ? 'comment' : 'post',
    excerpt: view.entry.excerpt ?? '',
    removal_reason: view.entry.reason,
    note: view.note,
    author: view.author,
    removed_at: view.entry.createdAt.toISOString(),
    created_at: view.createdAt.toISOString(),
    ...decisionOf(decider, view.author),
  };
}

/** The appeal's optional note: trimmed, empty as none, at most 300 characters (else a Portuguese 422). */
function readNote(note: string | null | undefined): string | null {
  const text = note?.trim() ?? '';
  if (text.length > REPORT_NOTE_MAX) throw httpError(422, moderationTexts.noteNeeded);
  return text || null;
}

export function registerAppealRoutes(app: RouteApp, context: RouteContext): void {
  const { db, live, now } = context;
  const events = moderationEvents(db, live);
  const decision = (what: 'restore' | 'uphold') => `${moderationPaths.moderationAppeals}/:id/${what}`;

  app.post(
    moderationPaths.moderationAppeals,
    { schema: appealSchema, config: { ...openWhileMuted, limit: noLimit.appeal } },
    async (request) => {
      const { areaId, id: userId } = request.user;
      const removal = await findRemoval(db, request.body.log_id, areaId);
      if (!removal) throw httpError(404, moderationServerTexts.removalNotFound);
      if (removal.entry.targetUserId !== userId) throw httpError(403, moderationServerTexts.appealNotYours);
      const note = readNote(request.body.note);
      if (removal.appealId) throw httpError(409, moderationServerTexts.appealTwice);
      const logId = removal.entry.id;
      const recorded = await recordAppeal(db, { logId, areaId, authorId: userId, note, at: now() });
      if (!recorded) throw httpError(409, moderationServerTexts.appealTwice);
      return okAnswer;
    },
  );

  app.get(
    moderationPaths.moderationAppeals,
    { schema: appealsSchema, config: { role: 'moderator' } },
    async (request) => {
      const decider = { id: request.user.id, role: request.moderatorRole };
      const appeals = await loadPendingAppeals(db, request.user.areaId);
      return { appeals: appeals.map((appeal) => toWireAppeal(appeal, decider)) };
    },
  );

  /**
   * The area's pending appeal named in the path, for a moderator who may judge it; else 403 (not a
   * moderator, or the appeal of their own removal or of a higher role's) or 404.
   */
  const pendingAppeal = async (request: FastifyRequest): Promise<AppealView> => {
    const role = request.moderatorRole;
    const id = readFormValue(request.params, 'id') ?? '';
    const appeal = await findPendingAppeal(db, id, request.user.areaId);
    if (!appeal) throw httpError(404, moderationServerTexts.appealNotFound);
    refuseBarredDecision(decisionOf({ id: request.user.id, role }, appeal.author).undecidable_reason);
    return appeal;
  };
  const decisionLog = (request: FastifyRequest, appeal: AppealView, action: 'restore' | 'uphold') => ({
    areaId: request.user.areaId,
    actorId: request.user.id,
    action,
    targetUserId: appeal.author.id,
    kind: appeal.entry.kind === 'comment' ? ('comment' as const) : ('post' as const),
    contentId: appeal.entry.contentId,
    excerpt: appeal.entry.excerpt,
    at: now(),
  });

  app.post(
    decision('restore'),
    { schema: appealDecisionSchema, config: { role: 'moderator', limit: noLimit.moderation } },
    async (request) => {
      const appeal = await pendingAppeal(request);
      const excerpt = appeal.entry.excerpt ?? '';
      await db.transaction(async (tx) => {
        if (!(await decideAppeal(tx, appeal.id, 'restored', now())))
          throw httpError(404, moderationServerTexts.appealNotFound);
        if (!(await restoreContent(tx, appeal.entry)))
          throw httpError(409, moderationServerTexts.cannotRestore);
        await writeLog(tx, decisionLog(request, appeal, 'restore'));
        const body =
          appeal.entry.kind === 'comment'
            ? moderationServerTexts.restoredComment(excerpt)
            : moderationServerTexts.restoredPost(excerpt);
        await recordActivity(tx, { kind: 'moderation', userId: appeal.author.id, body }, now());
      });
      // Shown again: the area receives the post back (a post_update with the whole post).
      const snapshot = appeal.entry.snapshot;
      if (snapshot?.kind === 'post' && appeal.entry.contentId)
        request.afterCommit(events.postChanged(request.user.areaId, appeal.entry.contentId, request.user.id));
      return okAnswer;
    },
  );

  app.post(
    decision('uphold'),
    { schema: appealDecisionSchema, config: { role: 'moderator', limit: noLimit.moderation } },
    async (request) => {
      const appeal = await pendingAppeal(request);
      await db.transaction(async (tx) => {
        if (!(await decideAppeal(tx, appeal.id, 'upheld', now())))
          throw httpError(404, moderationServerTexts.appealNotFound);
        await writeLog(tx, decisionLog(request, appeal, 'uphold'));
        const body = moderationServerTexts.upheld(appeal.entry.excerpt ?? '');
        await recordActivity(tx, { kind: 'moderation', userId: appeal.author.id, body }, now());
      });
      return okAnswer;
    },
  );
}
