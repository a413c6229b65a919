// The SQL that writes posts: a post with its poll options, edits, deletion and votes.
// Counters on the post row move in the same transaction as the vote that moves them.
import { nextVoteDirection, reportHidesPost, type VoteDirection, voteDelta } from '@vizinhos/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { pollOptions, postFlags, posts, postVotes, users } from '../../db/schema.ts';
import { deleteImage, setImageAlt } from '../images/index.ts';
import { recordActivity } from '../notifications/index.ts';
import type { PostRow } from './postViews.ts';
import type { PostFields } from './readPostForm.ts';

/** The stored post of the area, or undefined (unknown, or another area's: the same answer). */
export async function findAreaPost(db: Database, id: string, areaId: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.areaId, areaId)))
    .limit(1);
  return row;
}

async function insertOptions(tx: Database, postId: string, labels: string[]): Promise<void> {
  if (labels.length === 0) return;
  await tx
    .insert(pollOptions)
    .values(labels.map((label, position) => ({ id: createId(), postId, position, label })));
}

const columnsOf = ({ pollOptions: _options, ...columns }: PostFields) => columns;

/** Writes a new post with its poll options in one transaction; its image is already stored. Returns its id. */
export async function createPost(
  db: Database,
  post: { areaId: string; authorId: string; fields: PostFields; imageId: string | undefined; now: Date },
): Promise<string> {
  const id = createId();
  await db.transaction(async (tx) => {
    await tx.insert(posts).values({
      id,
      areaId: post.areaId,
      authorId: post.authorId,
      ...columnsOf(post.fields),
      imageId: post.imageId ?? null,
      createdAt: post.now,
      updatedAt: post.now,
    });
    await insertOptions(tx, id, post.fields.pollOptions);
    await recordActivity(tx, { kind: 'post', postId: id }, post.now);
  });
  return id;
}

/**
 * Rewrites a post from its edit form. A new image (already stored, with its alt text) replaces the old one, whose
 * bytes go; without one, an alt text sent (null clears it) goes to the kept image. Poll options are replaced only
 * when their labels changed, so an unchanged poll keeps its answers. A change of what reports judge (title,
 * text, image) reopens the reports moderators kept.
 */
export async function updatePost(
  db: Database,
  stored: PostRow,
  edit: { fields: PostFields; imageId: string | undefined; imageAlt?: string | null | undefined; now: Date },
): Promise<void> {
  const { imageId } = edit;
  await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ ...columnsOf(edit.fields), updatedAt: edit.now, ...(imageId ? { imageId } : {}) })
      .where(eq(posts.id, stored.id));
    if (edit.fields.title !== stored.title || edit.fields.text !== stored.text || imageId)
      await reopenKeptReports(tx, stored.id);
    if (imageId && stored.imageId) await deleteImage(tx, stored.imageId);
    if (!imageId && stored.imageId && edit.imageAlt !== undefined)
      await setImageAlt(tx, stored.imageId, edit.imageAlt);
    const current = await tx
      .select({ label: pollOptions.label })
      .from(pollOptions)
      .where(eq(pollOptions.postId, stored.id))
      .orderBy(pollOptions.position);
    if (current.map((option) => option.label).join('\n') !== edit.fields.pollOptions.join('\n')) {
      await tx.delete(pollOptions).where(eq(pollOptions.postId, stored.id));
      await insertOptions(tx, stored.id, edit.fields.pollOptions);
    }
  });
}

/**
 * Moderators kept the post as it was; its edited version has not been judged (spec 3: States and
 * transitions). The kept reports go back to pending, still holding what their reporters saw, and hide
 * the post again as a new report would: when their reporter is trusted. Pending reports stay as they are.
 */
async function reopenKeptReports(tx: Database, postId: string): Promise<void> {
  const kept = await tx
    .select({ userId: postFlags.userId, rejected: users.reportsRejected, upheld: users.reportsUpheld })
    .from(postFlags)
    .innerJoin(users, eq(users.id, postFlags.userId))
    .where(and(eq(postFlags.postId, postId), eq(postFlags.status, 'kept')));
  for (const hides of [true, false]) {
    const ids = kept.filter((row) => reportHidesPost(row) === hides).map((row) => row.userId);
    if (ids.length)
      await tx
        .update(postFlags)
        .set({ status: 'pending', hides })
        .where(
          and(eq(postFlags.postId, postId), eq(postFlags.status, 'kept'), inArray(postFlags.userId, ids)),
        );
  }
}

/** Deletes a post; its options, votes and flags go with it (cascade), its image too. */
export async function deletePost(db: Database, stored: PostRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(posts).where(eq(posts.id, stored.id));
    if (stored.imageId) await deleteImage(tx, stored.imageId);
  });
}

/** A vote's outcome: the post's new counts and the voter's vote now. */
export type VoteOutcome = { upvotes: number; downvotes: number; direction: VoteDirection };

/**
 * Applies a press of upvote or downvote (pressing the chosen direction again removes the vote) and
 * moves the post's counters in the same transaction. The post row is locked first, so two presses
 * by one resident cannot both count.
 */
export async function votePost(
  db: Database,
  postId: string,
  userId: string,
  pressed: 'up' | 'down',
): Promise<VoteOutcome> {
  return db.transaction(async (tx) => {
    await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for('update');
    const [vote] = await tx
      .select({ direction: postVotes.direction })
      .from(postVotes)
      .where(and(eq(postVotes.postId, postId), eq(postVotes.userId, userId)));
    const from: VoteDirection =
      vote?.direction === 'up' || vote?.direction === 'down' ? vote.direction : 'none';
    const to = nextVoteDirection(from, pressed);
    const voteKey = and(eq(postVotes.postId, postId), eq(postVotes.userId, userId));
    if (to === 'none') await tx.delete(postVotes).where(voteKey);
    else if (from === 'none') await tx.insert(postVotes).values({ postId, userId, direction: to });
    else await tx.update(postVotes).set({ direction: to }).where(voteKey);
    const delta = voteDelta(from, to);
    if (to !== from)
      await recordActivity(tx, {
        kind: 'postVote',
        postId,
        voterId: userId,
        direction: to,
      });
    const [counts] = await tx
      .update(posts)
      .set({
        upvotes: sql`${posts.upvotes} + ${delta.upvotes}`,
        downvotes: sql`${posts.downvotes} + ${delta.downvotes}`,
      })
      .where(eq(posts.id, postId))
      .returning({ upvotes: posts.upvotes, downvotes: posts.downvotes });
    return { upvotes: counts?.upvotes ?? 0, downvotes: counts?.downvotes ?? 0, direction: to };
  });
}
