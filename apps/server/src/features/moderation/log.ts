// The SQL of the open record (spec 3: Log entry): one row per moderation action, written in the
// action's transaction, read by the area's moderators and, for their own content, by each resident.
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { moderationLog, type RemovedContent, users } from '../../db/schema.ts';

/** The kinds of action the record holds; `deactivate` and `reactivate` are the operator's (`pnpm admin`). */
type LogAction =
  | 'keep'
  | 'remove'
  | 'warn'
  | 'mute'
  | 'role'
  | 'restore'
  | 'uphold'
  | 'deactivate'
  | 'reactivate';

/** One action to record. */
export type NewLogEntry = {
  areaId: string;
  /** Null for the operator's commands, which no resident runs. */
  actorId: string | null;
  action: LogAction;
  targetUserId: string;
  kind?: 'post' | 'comment' | null;
  contentId?: string | null;
  excerpt?: string | null;
  reason?: string | null;
  /** A removal's content, for its second look. */
  snapshot?: RemovedContent | null;
  at: Date;
};

/** Writes one entry of the record (in the action's transaction when `db` is one). */
export async function writeLog(db: Database, entry: NewLogEntry): Promise<void> {
  const { at, ...row } = entry;
  await db.insert(moderationLog).values({ id: createId(), ...row, createdAt: at });
}

/** Log pages are this long (spec 3: Business constants and limits). */
const LOG_PAGE_SIZE = 50;

const actor = alias(users, 'log_actor');
const target = alias(users, 'log_target');

/** One entry as read, with the names of who acted and on whom. */
export type LogView = typeof moderationLog.$inferSelect & {
  actorName: string | null;
  actorRole: string | null;
  targetName: string | null;
};

function selectEntries(db: Database) {
  return db
    .select({
      entry: moderationLog,
      actorName: actor.username,
      actorRole: actor.role,
      targetName: target.username,
    })
    .from(moderationLog)
    .leftJoin(actor, eq(actor.id, moderationLog.actorId))
    .leftJoin(target, eq(target.id, moderationLog.targetUserId));
}

const toView = (row: {
  entry: typeof moderationLog.$inferSelect;
  actorName: string | null;
  actorRole: string | null;
  targetName: string | null;
}): LogView => ({
  ...row.entry,
  actorName: row.actorName,
  actorRole: row.actorRole,
  targetName: row.targetName,
});

/** A page of the area's record, newest first. */
export async function loadAreaLog(db: Database, areaId: string, page: number): Promise<LogView[]> {
  const rows = await selectEntries(db)
    .where(eq(moderationLog.areaId, areaId))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(LOG_PAGE_SIZE)
    .offset((page - 1) * LOG_PAGE_SIZE);
  return rows.map(toView);
}

/** The actions taken on one resident's content and account in their area, newest first. */
export async function loadOwnLog(db: Database, userId: string, areaId: string): Promise<LogView[]> {
  const rows = await selectEntries(db)
    .where(and(eq(moderationLog.targetUserId, userId), eq(moderationLog.areaId, areaId)))
    .orderBy(desc(moderationLog.createdAt), desc(moderationLog.id))
    .limit(LOG_PAGE_SIZE);
  return rows.map(toView);
}
