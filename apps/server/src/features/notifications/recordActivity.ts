// The one place that turns what residents do into notifications for the right people, inside the
// transaction of the action itself: a rolled-back action leaves no notification. Nobody is notified
// of their own action. Rows are written `pending`; deliverNotifications publishes them after the commit.
// A Segurança post is the exception: its area's rows are written by a job after the answer.
import type { VoteDirection } from '@vizinhos/domain';
import { canModerate, decisionBar } from '@vizinhos/domain';
import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { blocks, comments, notifications, posts, users } from '../../db/schema.ts';
import { scheduleJob } from '../../jobs/jobQueue.ts';

/** The category whose new posts are pushed to the whole area (beyond the spec: Segurança). */
export const SECURITY_CATEGORY = 'Segurança';

/** Something a resident did that may concern others. */
export type Activity =
  | { kind: 'postVote'; postId: string; voterId: string; direction: VoteDirection }
  | { kind: 'commentVote'; commentId: string; voterId: string; direction: VoteDirection }
  /** A new comment, or a reply when it has a parent. */
  | { kind: 'comment'; commentId: string }
  | { kind: 'pollResponse'; postId: string; responderId: string }
  | { kind: 'inviteUsed'; inviterId: string; newcomerId: string }
  /** A new post: a Segurança one notifies everyone else in its area. */
  | { kind: 'post'; postId: string }
  /**
   * A new report (spec 3): every moderator of the area who may decide it (not its author, nor a
   * Moderador on an Admin's or the Fundador's content) but the reporter, who is never named.
   */
  | {
      kind: 'report';
      areaId: string;
      reporterId: string;
      /** The reported content's author. */
      authorId: string;
      postId: string;
      commentId: string | null;
      body: string;
    }
  /** A moderation notice to a resident (spec 3): a removal's reason, a warning, a mute. */
  | { kind: 'moderation'; userId: string; body: string };

type Row = {
  userId: string;
  /** Null for notices nobody in particular sends (moderation, a report). */
  actorId: string | null;
  kind: 'vote' | 'comment' | 'reply' | 'poll_response' | 'invite' | 'report' | 'moderation';
  body?: string | null;
  postId?: string | null;
  commentId?: string | null;
  direction?: 'up' | 'down' | null;
  /** Rows of one key fold into the recipient's unseen one, counting up. */
  foldKey?: string;
};

/** The action's time: the caller's clock, else the database's (the transaction's start). */
const timeOf = (at: Date | undefined) => at ?? sql`now()`;

async function write(db: Database, row: Row, at: Date | undefined): Promise<void> {
  if (row.userId === row.actorId) return;
  // Nothing a blocked resident does reaches the one who blocked them (spec 3: Block).
  if (row.actorId && (await blocked(db, row.userId, row.actorId))) return;
  // A resident who moved away hears nothing more about the posts of the area they left.
  if (row.postId && !(await livesInPostArea(db, row.userId, row.postId))) return;
  const values = { id: createId(), ...row, ...(at ? { createdAt: at, updatedAt: at } : {}) };
  if (!row.foldKey) {
    await db.insert(notifications).values(values);
    return;
  }
  await db
    .insert(notifications)
    .values(values)
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.foldKey],
      targetWhere: sql`${notifications.foldKey} is not null and not ${notifications.seen}`,
      set: {
        count: sql`${notifications.count} + 1`,
        actorId: row.actorId,
        direction: row.direction ?? null,
        updatedAt: timeOf(at),
        pending: true,
      },
    });
}

async function blocked(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

/** Tells the area's moderators of a new report; reports on one post or comment fold into one. */
async function notifyReport(
  db: Database,
  activity: Extract<Activity, { kind: 'report' }>,
  at: Date | undefined,
) {
  const moderators = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.areaId, activity.areaId),
        inArray(users.role, ['Fundador', 'Admin', 'Moderador']),
        ne(users.id, activity.reporterId),
      ),
    );
  const [author] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, activity.authorId))
    .limit(1);
  // Only those who may decide it hear of it: it would ask the author to judge their own case.
  const deciders = moderators.filter(
    (member) => canModerate(member.role) && author && decisionBar(member, author) === null,
  );
  for (const moderator of deciders)
    await write(
      db,
      {
        userId: moderator.id,
        actorId: null,
        kind: 'report',
        postId: activity.postId,
        commentId: activity.commentId,
        body: activity.body,
        foldKey: `report:${activity.commentId ?? activity.postId}`,
      },
      at,
    );
}

async function livesInPostArea(db: Database, userId: string, postId: string): Promise<boolean> {
  const [row] = await db
    .select({ postId: posts.id })
    .from(posts)
    .innerJoin(users, eq(users.areaId, posts.areaId))
    .where(and(eq(posts.id, postId), eq(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

const authorOfPost = async (db: Database, postId: string) =>
  (await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId)).limit(1))[0]
    ?.authorId;

async function notifyComment(db: Database, commentId: string, at: Date | undefined): Promise<void> {
  const [comment] = await db
    .select({ authorId: comments.authorId, postId: comments.postId, parentId: comments.parentId })
    .from(comments)
    .where(eq(comments.id, commentId));
  if (!comment) return;
  const base = { actorId: comment.authorId, postId: comment.postId, commentId };
  let parentAuthor: string | undefined;
  if (comment.parentId) {
    [{ authorId: parentAuthor } = { authorId: undefined }] = await db
      .select({ authorId: comments.authorId })
      .from(comments)
      .where(eq(comments.id, comment.parentId));
    if (parentAuthor) await write(db, { ...base, userId: parentAuthor, kind: 'reply' }, at);
  }
  const postAuthor = await authorOfPost(db, comment.postId);
  // One notification per resident and action: the author of both post and parent hears of the reply.
  if (postAuthor && postAuthor !== parentAuthor)
    await write(db, { ...base, userId: postAuthor, kind: 'comment' }, at);
}

/** The job (jobs/jobQueue.ts) that notifies the area of a Segurança post, by its key. */
export const securityNotificationsJob = 'security-notifications';
export const securityNotificationsKey = (postId: string) => `${securityNotificationsJob}:${postId}`;

/**
 * A new Segurança post schedules its area's notifications as a durable job in the post's own
 * transaction, instead of writing one row per resident there: the author's answer no longer waits
 * for an audience of thousands (3 to 6 s for 10,000 to 19,000 residents), and the job exists
 * exactly when the post commits. A job rather than work merely started after the answer, because an
 * alert about the resident's street must not be lost if this instance stops before it is written:
 * the post's route runs it right after its answer (`jobs.runNow`), and any instance's turn of the
 * queue runs it again, should that not finish.
 */
async function scheduleSecurityPost(db: Database, postId: string, at: Date | undefined): Promise<void> {
  const [post] = await db.select({ category: posts.category }).from(posts).where(eq(posts.id, postId));
  if (!post || post.category !== SECURITY_CATEGORY) return;
  const when = at ?? new Date();
  await scheduleJob(db, {
    id: securityNotificationsKey(postId),
    name: securityNotificationsJob,
    data: { postId, at: when.toISOString() },
    runAt: when,
  });
}

/**
 * The job's work: everyone else in the area hears of a new Segurança post, in one statement, dated
 * at the post. Each row's id derives from the post and the resident, so a job run again after an
 * interrupted run adds only what is missing. The rows are written `pending` for the delivery.
 */
export async function notifySecurityPost(db: Database, postId: string, at: Date | undefined): Promise<void> {
  const [post] = await db
    .select({ areaId: posts.areaId, authorId: posts.authorId, category: posts.category })
    .from(posts)
    .where(eq(posts.id, postId));
  if (!post || post.category !== SECURITY_CATEGORY) return;
  const stamp = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  await db
    .insert(notifications)
    .select(
      db
        .select({
          id: sql<string>`substr(md5(${`security:${postId}:`} || ${users.id}), 1, 24)`.as('id'),
          userId: users.id,
          actorId: sql<string>`${post.authorId}`.as('actor_id'),
          kind: sql<string>`'post'`.as('kind'),
          postId: sql<string>`${postId}`.as('post_id'),
          commentId: sql<null>`null`.as('comment_id'),
          direction: sql<null>`null`.as('direction'),
          body: sql<null>`null`.as('body'),
          foldKey: sql<null>`null`.as('fold_key'),
          count: sql<number>`1`.as('count'),
          seen: sql<boolean>`false`.as('seen'),
          pending: sql<boolean>`true`.as('pending'),
          createdAt: sql<Date>`${stamp}`.as('created_at'),
          updatedAt: sql<Date>`${stamp}`.as('updated_at'),
        })
        .from(users)
        .where(
          and(
            eq(users.areaId, post.areaId),
            ne(users.id, post.authorId),
            eq(users.activated, true),
            notExists(
              db
                .select({ id: blocks.blockerId })
                .from(blocks)
                .where(and(eq(blocks.blockerId, users.id), eq(blocks.blockedId, post.authorId))),
            ),
          ),
        ),
    )
    .onConflictDoNothing();
}

/**
 * Records the notifications an activity makes, in the caller's transaction (`db` is the
 * transaction), at the action's time `at` (else the database's clock).
 */
export async function recordActivity(db: Database, activity: Activity, at?: Date): Promise<void> {
  switch (activity.kind) {
    case 'postVote': {
      if (activity.direction === 'none') return;
      const author = await authorOfPost(db, activity.postId);
      if (!author) return;
      const { postId, voterId, direction } = activity;
      await write(
        db,
        { userId: author, actorId: voterId, kind: 'vote', postId, direction, foldKey: `vote:post:${postId}` },
        at,
      );
      return;
    }
    case 'commentVote': {
      if (activity.direction === 'none') return;
      const [comment] = await db
        .select({ authorId: comments.authorId, postId: comments.postId })
        .from(comments)
        .where(eq(comments.id, activity.commentId));
      if (!comment) return;
      const { commentId, voterId, direction } = activity;
      const row = { postId: comment.postId, commentId, direction, foldKey: `vote:comment:${commentId}` };
      await write(db, { ...row, userId: comment.authorId, actorId: voterId, kind: 'vote' }, at);
      return;
    }
    case 'comment':
      return notifyComment(db, activity.commentId, at);
    case 'pollResponse': {
      const author = await authorOfPost(db, activity.postId);
      if (!author) return;
      const { postId, responderId } = activity;
      await write(
        db,
        { userId: author, actorId: responderId, kind: 'poll_response', postId, foldKey: `poll:${postId}` },
        at,
      );
      return;
    }
    case 'inviteUsed':
      return write(db, { userId: activity.inviterId, actorId: activity.newcomerId, kind: 'invite' }, at);
    case 'post':
      return scheduleSecurityPost(db, activity.postId, at);
    case 'report':
      return notifyReport(db, activity, at);
    case 'moderation':
      return write(
        db,
        { userId: activity.userId, actorId: null, kind: 'moderation', body: activity.body },
        at,
      );
  }
}
