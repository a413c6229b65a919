// The gentle nudge under the comment box: the browser says what became of each nudge
// (edited, sent anyway, dismissed), and the server counts it per area and day, never the text nor
// who wrote it. The area's founder reads the counts of the last days as one figure.
import { commentNudgesPath } from '@vizinhos/api';
import { COMMENT_NUDGE_OUTCOMES, type CommentNudgeOutcome } from '@vizinhos/domain';
import { and, eq, gte, sql, sum } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/openDatabase.ts';
import { commentNudgeCounts } from '../../db/schema.ts';
import type { RouteApp } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import type { RouteContext } from '../../http/routeContext.ts';
import { errorResponses, nullable, okAnswer, okResponse } from '../../http/schemaParts.ts';
import { commentsServerTexts } from './comments.texts.ts';

/** How many days the founder's figure covers. */
const COMMENT_NUDGE_DAYS = 30;
const dayMs = 24 * 60 * 60 * 1000;
const utcDay = (time: Date) => time.toISOString().slice(0, 10);

const countSchema = {
  body: nullable(Type.Object({ outcome: Type.Optional(Type.String({ maxLength: 100 })) })),
  response: { 200: okResponse, ...errorResponses },
} as const;

const count = Type.Integer({ minimum: 0 });
const figuresSchema = {
  response: {
    200: Type.Object({ days: count, edited: count, sent_anyway: count, dismissed: count }),
    ...errorResponses,
  },
} as const;

// The outcome on the wire, and the column that counts it.
const fields = { edited: 'edited', sent_anyway: 'sentAnyway', dismissed: 'dismissed' } as const;

function readOutcome(body: { outcome?: string } | null): CommentNudgeOutcome {
  const outcome = body?.outcome;
  if (outcome === undefined) throw httpError(400, commentsServerTexts.nudgeOutcomeRequired);
  const known = COMMENT_NUDGE_OUTCOMES.find((one) => one === outcome);
  if (!known) throw httpError(400, commentsServerTexts.nudgeOutcomeInvalid);
  return known;
}

/** Adds one outcome to the area's row of the day, made at the first. */
async function countOutcome(db: Database, areaId: string, day: string, outcome: CommentNudgeOutcome) {
  const field = fields[outcome];
  await db
    .insert(commentNudgeCounts)
    .values({ areaId, day, [field]: 1 })
    .onConflictDoUpdate({
      target: [commentNudgeCounts.areaId, commentNudgeCounts.day],
      set: { [field]: sql`${commentNudgeCounts[field]} + 1` },
    });
}

/** The area's outcomes since `since` (a UTC date), summed. */
async function loadFigures(db: Database, areaId: string, since: string) {
  const [row] = await db
    .select({
      edited: sum(commentNudgeCounts.edited).mapWith(Number),
      sentAnyway: sum(commentNudgeCounts.sentAnyway).mapWith(Number),
      dismissed: sum(commentNudgeCounts.dismissed).mapWith(Number),
    })
    .from(commentNudgeCounts)
    .where(and(eq(commentNudgeCounts.areaId, areaId), gte(commentNudgeCounts.day, since)));
  return { edited: row?.edited ?? 0, sentAnyway: row?.sentAnyway ?? 0, dismissed: row?.dismissed ?? 0 };
}

/** POST comments/nudges (any resident, limited per resident) and GET comments/nudges (the founder). */
export function registerCommentNudges(app: RouteApp, context: RouteContext): void {
  const { db, now } = context;
  app.post(commentNudgesPath, { schema: countSchema, config: { limit: 'commentNudge' } }, async (request) => {
    const outcome = readOutcome(request.body);
    await countOutcome(db, request.user.areaId, utcDay(now()), outcome);
    return okAnswer;
  });

  app.get(commentNudgesPath, { schema: figuresSchema }, async (request) => {
    if (request.user.role !== 'Fundador') throw httpError(403, commentsServerTexts.nudgeFiguresFounderOnly);
    const since = utcDay(new Date(now().getTime() - (COMMENT_NUDGE_DAYS - 1) * dayMs));
    const figures = await loadFigures(db, request.user.areaId, since);
    return {
      days: COMMENT_NUDGE_DAYS,
      edited: figures.edited,
      sent_anyway: figures.sentAnyway,
      dismissed: figures.dismissed,
    };
  });
}
