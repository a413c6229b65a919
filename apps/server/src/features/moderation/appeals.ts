// The SQL of the second look (spec 3: Second look): what a removal keeps of the content on its log
// entry, the author's one appeal per removal, the area's pending appeals, and the content restored.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import {
  comments,
  moderationAppeals,
  moderationLog,
  pollOptions,
  posts,
  type RemovedContent,
  users,
} from '../../db/schema.ts';
import type { ReportTarget } from './reports.ts';

/** What a removal of this target takes away, read before it goes (posts: the row and poll labels). */
export async function snapshotOf(db: Database, target: ReportTarget): Promise<RemovedContent | null> {
  if (target.kind === 'comment') return { kind: 'comment', postId: target.postId, text: target.text };
  const [post] = await db.select().from(posts).where(eq(posts.id, target.postId)).limit(1);
  if (!post) return null;
  const options = await db
    .select({ label: pollOptions.label })
    .from(pollOptions)
    .where(eq(pollOptions.postId, post.id))
    .orderBy(asc(pollOptions.position));
  return {
    kind: 'post',
    title: post.title,
    text: post.text,
    category: post.category,
    type: post.type,
    eventDate: post.eventDate?.toISOString() ?? null,
    longitude: post.longitude,
    latitude: post.latitude,
    objectivityScore: post.objectivityScore,
    createdAt: post.createdAt.toISOString(),
    pollOptions: options.map((option) => option.label),
  };
}

/** The removal named by a log id in the area, with its appeal if any; undefined when unknown. */
export async function findRemoval(db: Database, logId: string, areaId: string) {
  const [row] = await db
    .select({ entry: moderationLog, appealId: moderationAppeals.id })
    .from(moderationLog)
    .leftJoin(moderationAppeals, eq(moderationAppeals.logId, moderationLog.id))
    .where(
      and(eq(moderationLog.id, logId), eq(moderationLog.areaId, areaId), eq(moderationLog.action, 'remove')),
    )
    .limit(1);
  return row;
}

/** Records the author's appeal; false when one already exists (one per removal). */
export async function recordAppeal(
  db: Database,
  appeal: { logId: string; areaId: string; authorId: string; note: string | null; at: Date },
): Promise<boolean> {
  const { at, ...row } = appeal;
  const inserted = await db
    .insert(moderationAppeals)
    .values({ id: createId(), ...row, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: moderationAppeals.id });
  return inserted.length > 0;
}

/** A pending appeal with the removal it asks about. */
export type AppealView = {
  id: string;
  note: string | null;
  createdAt: Date;
  entry: typeof moderationLog.$inferSelect;
  author: { id: string; username: string; role: string };
};

function selectAppeals(db: Database) {
  return db
    .select({
      id: moderationAppeals.id,
      note: moderationAppeals.note,
      createdAt: moderationAppeals.createdAt,
      entry: moderationLog,
      author: { id: users.id, username: users.username, role: users.role },
    })
    .from(moderationAppeals)
    .innerJoin(moderationLog, eq(moderationLog.id, moderationAppeals.logId))
    .innerJoin(users, eq(users.id, moderationAppeals.authorId));
}

/** The area's pending appeals, oldest first. */
export async function loadPendingAppeals(db: Database, areaId: string): Promise<AppealView[]> {
  return selectAppeals(db)
    .where(and(eq(moderationAppeals.areaId, areaId), eq(moderationAppeals.status, 'pending')))
    .orderBy(asc(moderationAppeals.createdAt), asc(moderationAppeals.id));
}

/** The area's pending appeal with this id, or undefined. */
export async function findPendingAppeal(
  db: Database,
  id: string,
  areaId: string,
): Promise<AppealView | undefined> {
  const [row] = await selectAppeals(db)
    .where(
      and(
        eq(moderationAppeals.id, id),
        eq(moderationAppeals.areaId, areaId),
        eq(moderationAppeals.status, 'pending'),
      ),
    )
    .limit(1);
  return row;
}

/** Closes a pending appeal as restored or upheld; false when another moderator closed it first. */
export async function decideAppeal(
  tx: Database,
  id: string,
  status: 'restored' | 'upheld',
  at: Date,
): Promise<boolean> {
  const closed = await tx
    .update(moderationAppeals)
    .set({ status, decidedAt: at })
    .where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, 'pending')))
    .returning({ id: moderationAppeals.id });
  return closed.length > 0;
}

/**
 * Puts removed content back from its log entry's snapshot: a post under its own id (without its
 * image, comments and votes, which the removal deleted; poll options with no answers), a comment
 * with its text. False when it cannot come back (no snapshot, or the comment's post is gone).
 */
export async function restoreContent(
  tx: Database,
  entry: typeof moderationLog.$inferSelect,
): Promise<boolean> {
  const snapshot = entry.snapshot;
  if (!snapshot || !entry.contentId || !entry.targetUserId) return false;
  if (snapshot.kind === 'comment') {
    const restored = await tx
      .update(comments)
      .set({ text: snapshot.text, deletedAt: null })
      .where(eq(comments.id, entry.contentId))
      .returning({ id: comments.id });
    return restored.length > 0;
  }
  const inserted = await tx
    .insert(posts)
    .values({
      id: entry.contentId,
      areaId: entry.areaId,
      authorId: entry.targetUserId,
      title: snapshot.title,
      text: snapshot.text,
      category: snapshot.category,
      type: snapshot.type,
      eventDate: snapshot.eventDate ? new Date(snapshot.eventDate) : null,
      longitude: snapshot.longitude,
      latitude: snapshot.latitude,
      objectivityScore: snapshot.objectivityScore,
      createdAt: new Date(snapshot.createdAt),
    })
    .onConflictDoNothing()
    .returning({ id: posts.id });
  if (inserted.length === 0) return false;
  if (snapshot.pollOptions.length > 0) {
    await tx.insert(pollOptions).values(
      snapshot.pollOptions.map((label, position) => ({
        id: createId(),
        postId: entry.contentId ?? '',
        position,
        label,
      })),
    );
  }
  return true;
}

/** The appeal state of each of these removals (the author's own record shows it). */
export async function appealStates(db: Database, logIds: string[]): Promise<Map<string, string>> {
  if (logIds.length === 0) return new Map();
  const rows = await db
    .select({ logId: moderationAppeals.logId, status: moderationAppeals.status })
    .from(moderationAppeals)
    .where(inArray(moderationAppeals.logId, logIds));
  return new Map(rows.map((row) => [row.logId, row.status]));
}
