// The SQL of reports (spec 3: Report): a resident's report on a post or comment with its reason,
// its withdrawal while pending, the queue of pending reports and the moderators' decisions, each
// with the counters it moves (the reporters' rejected and upheld reports) in its transaction.
import { type ReportInput, reportHidesPost, truncateText } from '@vizinhos/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { commentFlags, comments, postFlags, posts, users } from '../../db/schema.ts';
import { recordActivity } from '../notifications/index.ts';
import { moderationServerTexts } from './moderation.texts.ts';

/** What was reported: a post, or a comment of a post. */
export type ReportTarget =
  | { kind: 'post'; postId: string; authorId: string; title: string; text: string; imageId: string | null }
  | { kind: 'comment'; postId: string; commentId: string; authorId: string; text: string };

/** How long an excerpt of reported content is, in notices and the log. */
const EXCERPT = 60;
export const excerptOf = (target: ReportTarget) =>
  truncateText(target.kind === 'post' ? target.title : target.text, EXCERPT);

/** The area's post, as reports name it; undefined when unknown or another area's. */
export async function findPostTarget(db: Database, postId: string, areaId: string) {
  const [row] = await db
    .select({
      postId: posts.id,
      authorId: posts.authorId,
      title: posts.title,
      text: posts.text,
      imageId: posts.imageId,
    })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.areaId, areaId)))
    .limit(1);
  return row ? ({ kind: 'post', ...row } as const) : undefined;
}

/** The area's comment (not deleted) of the given post; undefined when unknown or elsewhere. */
export async function findCommentTarget(db: Database, commentId: string, areaId: string, postId?: string) {
  const [row] = await db
    .select({
      postId: comments.postId,
      commentId: comments.id,
      authorId: comments.authorId,
      text: comments.text,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(
        eq(comments.id, commentId),
        eq(posts.areaId, areaId),
        isNull(comments.deletedAt),
        postId === undefined ? undefined : eq(comments.postId, postId),
      ),
    )
    .limit(1);
  return row ? ({ kind: 'comment', ...row } as const) : undefined;
}

/**
 * Records a resident's report once (repeating it changes nothing) and, when new, tells the area's
 * moderators. A post report hides the post unless moderators keep rejecting this reporter's reports
 * (spec 3: Business constants and limits). True when the report is new.
 */
export async function recordReport(
  db: Database,
  input: { target: ReportTarget; reporterId: string; areaId: string; report: ReportInput; now: Date },
): Promise<boolean> {
  const { target, reporterId, report, now } = input;
  return db.transaction(async (tx) => {
    let inserted: unknown[];
    if (target.kind === 'post') {
      const [history] = await tx
        .select({ rejected: users.reportsRejected, upheld: users.reportsUpheld })
        .from(users)
        .where(eq(users.id, reporterId));
      inserted = await tx
        .insert(postFlags)
        .values({
          postId: target.postId,
          userId: reporterId,
          reason: report.reason,
          note: report.note,
          hides: reportHidesPost(history ?? { rejected: 0, upheld: 0 }),
          reportedTitle: target.title,
          reportedText: target.text,
          reportedImageId: target.imageId,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ postId: postFlags.postId });
    } else {
      inserted = await tx
        .insert(commentFlags)
        .values({
          commentId: target.commentId,
          userId: reporterId,
          reason: report.reason,
          note: report.note,
          reportedText: target.text,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ commentId: commentFlags.commentId });
    }
    if (inserted.length === 0) return false;
    await recordActivity(
      tx,
      {
        kind: 'report',
        areaId: input.areaId,
        reporterId,
        authorId: target.authorId,
        postId: target.postId,
        commentId: target.kind === 'comment' ? target.commentId : null,
        body:
          target.kind === 'post'
            ? moderationServerTexts.reportedPost(excerptOf(target))
            : moderationServerTexts.reportedComment(excerptOf(target)),
      },
      now,
    );
    return true;
  });
}

/** Withdraws the resident's pending report: 'withdrawn', 'decided' (kept for the record) or 'none'. */
export async function withdrawReport(
  db: Database,
  target: ReportTarget,
  reporterId: string,
): Promise<'withdrawn' | 'decided' | 'none'> {
  const table = target.kind === 'post' ? postFlags : commentFlags;
  const on =
    target.kind === 'post'
      ? and(eq(postFlags.postId, target.postId), eq(postFlags.userId, reporterId))
      : and(eq(commentFlags.commentId, target.commentId), eq(commentFlags.userId, reporterId));
  const [row] = await db.select({ status: table.status }).from(table).where(on).limit(1);
  if (!row) return 'none';
  if (row.status !== 'pending') return 'decided';
  await db.delete(table).where(and(on, eq(table.status, 'pending')));
  return 'withdrawn';
}

type PendingRow = {
  id: string;
  postId: string;
  title: string | null;
  text: string;
  imageId: string | null;
  reportedTitle: string | null;
  reportedText: string | null;
  reportedImageId: string | null;
  authorId: string;
  authorName: string;
  authorRole: string;
  reason: string | null;
  note: string | null;
  createdAt: Date;
};

/** One queue item (spec 3: Queue item), grouped from its pending reports. */
export type QueueItem = {
  kind: 'post' | 'comment';
  id: string;
  postId: string;
  title: string | null;
  text: string;
  imageId: string | null;
  /** The version the earliest report saw when the author has edited it since; else null. */
  reported: ReportedVersion | null;
  author: { id: string; username: string; role: string };
  reports: { reason: string | null; note: string | null; createdAt: Date }[];
};

/** A post's or comment's content as one report saw it (a comment has no title nor image). */
type ReportedVersion = { title: string | null; text: string; imageId: string | null };

/**
 * What a report saw, or null when it saw the current version. A report without a snapshot (made
 * outside the server's report call) counts as made on the current version.
 */
function reportedVersion(
  current: ReportedVersion,
  seen: Partial<Record<keyof ReportedVersion, string | null>>,
) {
  if (seen.text === null || seen.text === undefined) return null;
  const version: ReportedVersion = {
    title: seen.title === undefined ? current.title : seen.title,
    text: seen.text,
    imageId: seen.imageId === undefined ? current.imageId : seen.imageId,
  };
  const same =
    version.title === current.title && version.text === current.text && version.imageId === current.imageId;
  return same ? null : version;
}

const author = { authorId: users.id, authorName: users.username, authorRole: users.role };

/** The area's pending reports grouped by post or comment, oldest first report first. */
export async function loadQueue(db: Database, areaId: string): Promise<QueueItem[]> {
  const [postRows, commentRows] = await Promise.all([
    db
      .select({
        id: posts.id,
        postId: posts.id,
        title: posts.title,
        text: posts.text,
        imageId: posts.imageId,
        reportedTitle: postFlags.reportedTitle,
        reportedText: postFlags.reportedText,
        reportedImageId: postFlags.reportedImageId,
        ...author,
        reason: postFlags.reason,
        note: postFlags.note,
        createdAt: postFlags.createdAt,
      })
      .from(postFlags)
      .innerJoin(posts, eq(posts.id, postFlags.postId))
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(and(eq(postFlags.status, 'pending'), eq(posts.areaId, areaId)))
      .orderBy(asc(postFlags.createdAt)),
    db
      .select({
        id: comments.id,
        postId: comments.postId,
        title: sql<string | null>`null`,
        text: comments.text,
        imageId: sql<string | null>`null`,
        reportedTitle: sql<string | null>`null`,
        reportedText: commentFlags.reportedText,
        reportedImageId: sql<string | null>`null`,
        ...author,
        reason: commentFlags.reason,
        note: commentFlags.note,
        createdAt: commentFlags.createdAt,
      })
      .from(commentFlags)
      .innerJoin(comments, eq(comments.id, commentFlags.commentId))
      .innerJoin(posts, eq(posts.id, comments.postId))
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(and(eq(commentFlags.status, 'pending'), eq(posts.areaId, areaId), isNull(comments.deletedAt)))
      .orderBy(asc(commentFlags.createdAt)),
  ]);
  const items = new Map<string, QueueItem>();
  const add = (kind: 'post' | 'comment', row: PendingRow) => {
    const item = items.get(row.id) ?? {
      kind,
      id: row.id,
      postId: row.postId,
      title: row.title,
      text: row.text,
      imageId: row.imageId,
      reported: null,
      author: { id: row.authorId, username: row.authorName, role: row.authorRole },
      reports: [],
    };
    // Rows come oldest first: the earliest report that saw another version names it.
    item.reported ??= reportedVersion(item, {
      title: kind === 'post' ? row.reportedTitle : undefined,
      text: row.reportedText,
      imageId: kind === 'post' ? row.reportedImageId : undefined,
    });
    item.reports.push({ reason: row.reason, note: row.note, createdAt: row.createdAt });
    items.set(row.id, item);
  };
  for (const row of postRows) add('post', row);
  for (const row of commentRows) add('comment', row);
  const first = (item: QueueItem) => Math.min(...item.reports.map((report) => report.createdAt.getTime()));
  return [...items.values()].sort((a, b) => first(a) - first(b) || a.id.localeCompare(b.id));
}

/** The pending queue item of the area with this id (a post's or a comment's), or undefined. */
export async function findPendingTarget(
  db: Database,
  id: string,
  areaId: string,
): Promise<ReportTarget | undefined> {
  const post = await findPostTarget(db, id, areaId);
  if (post) {
    const [pending] = await db
      .select({ id: postFlags.postId })
      .from(postFlags)
      .where(and(eq(postFlags.postId, id), eq(postFlags.status, 'pending')))
      .limit(1);
    return pending ? post : undefined;
  }
  const comment = await findCommentTarget(db, id, areaId);
  if (!comment) return undefined;
  const [pending] = await db
    .select({ id: commentFlags.commentId })
    .from(commentFlags)
    .where(and(eq(commentFlags.commentId, id), eq(commentFlags.status, 'pending')))
    .limit(1);
  return pending ? comment : undefined;
}

/**
 * Decides the target's pending reports, in the caller's transaction: kept (they no longer hide it,
 * and count as rejected for their reporters) or removed (upheld). Their reporters' counters move here.
 * Keeping counts only against the reporters who saw the version kept: one who reported an earlier
 * text, since edited, was not wrong about what they saw (spec 3: Business constants and limits).
 */
export async function decideReports(
  tx: Database,
  target: ReportTarget,
  status: 'kept' | 'removed',
): Promise<void> {
  const reporters =
    target.kind === 'post'
      ? await tx
          .update(postFlags)
          .set({ status, hides: false })
          .where(and(eq(postFlags.postId, target.postId), eq(postFlags.status, 'pending')))
          .returning({
            userId: postFlags.userId,
            title: postFlags.reportedTitle,
            text: postFlags.reportedText,
            imageId: postFlags.reportedImageId,
          })
      : await tx
          .update(commentFlags)
          .set({ status })
          .where(and(eq(commentFlags.commentId, target.commentId), eq(commentFlags.status, 'pending')))
          .returning({ userId: commentFlags.userId, text: commentFlags.reportedText });
  const current: ReportedVersion =
    target.kind === 'post'
      ? { title: target.title, text: target.text, imageId: target.imageId }
      : { title: null, text: target.text, imageId: null };
  const ids = reporters
    .filter((row) => status === 'removed' || reportedVersion(current, row) === null)
    .map((row) => row.userId);
  if (ids.length === 0) return;
  await tx
    .update(users)
    .set(
      status === 'kept'
        ? { reportsRejected: sql`${users.reportsRejected} + 1` }
        : { reportsUpheld: sql`${users.reportsUpheld} + 1` },
    )
    .where(inArray(users.id, ids));
}
