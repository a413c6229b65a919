// The SQL that writes comments: a comment or reply (the trigger on comments moves the post's and
// the parent's counts in its transaction), edits, deletion that keeps the comment's place, and
// votes with the comment's counters.
import { readVoteDirection, type VoteDirection, voteDelta } from '@vizinhos/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { commentFlags, comments, commentVotes, posts } from '../../db/schema.ts';
import { recordActivity } from '../notifications/index.ts';
import { type CommentCounts, loadCommentCounts } from './commentCounts.ts';
import type { CommentRow } from './commentViews.ts';

/** The area's post (its id), or undefined: unknown, or another area's (the same answer). */
export async function findAreaPostId(
  db: Database,
  postId: string,
  areaId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.areaId, areaId)))
    .limit(1);
  return row?.id;
}

/** A stored comment by id, whatever its post (the caller checks it belongs), or undefined. */
export async function findComment(db: Database, commentId: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId)).limit(1);
  return row;
}

/**
 * Writes a comment (a reply when `parentId` is given); the post's comment counts and the parent's
 * reply_count move when the transaction commits (commentCounts.ts). Returns its id and the post's
 * counts after the commit.
 */
export async function createComment(
  db: Database,
  input: { postId: string; parentId: string | undefined; authorId: string; text: string; now: Date },
): Promise<{ id: string; counts: CommentCounts }> {
  const id = createId();
  await db.transaction(async (tx) => {
    await tx.insert(comments).values({
      id,
      postId: input.postId,
      parentId: input.parentId ?? null,
      authorId: input.authorId,
      text: input.text,
      createdAt: input.now,
      updatedAt: input.now,
    });
    await recordActivity(tx, { kind: 'comment', commentId: id }, input.now);
  });
  return { id, counts: await loadCommentCounts(db, input.postId) };
}

/**
 * Rewrites a comment's text. A new text reopens the reports moderators kept: the edited version has not
 * been judged (spec 3: States and transitions); they still hold what their reporters saw.
 */
export async function updateComment(
  db: Database,
  stored: CommentRow,
  text: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(comments).set({ text, updatedAt: now }).where(eq(comments.id, stored.id));
    if (text !== stored.text)
      await tx
        .update(commentFlags)
        .set({ status: 'pending' })
        .where(and(eq(commentFlags.commentId, stored.id), eq(commentFlags.status, 'kept')));
  });
}

/**
 * Deletes a comment in place: its text goes, `deleted_at` is stamped, and it keeps its replies,
 * votes and place, so the post's counts stay (spec: States and transitions: it reads "[Deleted]").
 * True when this call deleted it (false: it already was).
 */
export async function deleteComment(db: Database, commentId: string, now: Date): Promise<boolean> {
  const deleted = await db
    .update(comments)
    .set({ text: '', deletedAt: now, updatedAt: now })
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
    .returning({ id: comments.id });
  return deleted.length > 0;
}

/** A comment vote's outcome: the comment's new counts and the voter's vote now. */
export type CommentVoteOutcome = { upvotes: number; downvotes: number; direction: VoteDirection };

/**
 * Sets a resident's vote on a comment to what `choose` makes of the current one, and moves the
 * comment's counters in the same transaction. The comment row is locked first, so two presses by
 * one resident cannot both count.
 */
export async function changeCommentVote(
  db: Database,
  commentId: string,
  userId: string,
  choose: (current: VoteDirection) => VoteDirection,
): Promise<CommentVoteOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, commentId)).for('update');
    const key = and(eq(commentVotes.commentId, commentId), eq(commentVotes.userId, userId));
    const [vote] = await tx.select({ direction: commentVotes.direction }).from(commentVotes).where(key);
    const from = readVoteDirection(vote?.direction);
    const to = choose(from);
    if (to === 'none') await tx.delete(commentVotes).where(key);
    else if (from === 'none') await tx.insert(commentVotes).values({ commentId, userId, direction: to });
    else await tx.update(commentVotes).set({ direction: to }).where(key);
    const moved = voteDelta(from, to);
    if (to !== from)
      await recordActivity(tx, {
        kind: 'commentVote',
        commentId,
        voterId: userId,
        direction: to,
      });
    const [counts] = await tx
      .update(comments)
      .set({
        upvotes: sql`${comments.upvotes} + ${moved.upvotes}`,
        downvotes: sql`${comments.downvotes} + ${moved.downvotes}`,
      })
      .where(eq(comments.id, commentId))
      .returning({ upvotes: comments.upvotes, downvotes: comments.downvotes });
    return { upvotes: counts?.upvotes ?? 0, downvotes: counts?.downvotes ?? 0, direction: to };
  });
}
