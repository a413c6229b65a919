import { eq } from 'drizzle-orm';
import { createId } from '../auth/createToken.ts';
import type { Database } from '../db/openDatabase.ts';
import { comments, commentVotes, posts } from '../db/schema.ts';
import { type DemoComment, demoThreads } from './demoComments.ts';

const minuteMs = 60_000;

type CommentInsert = typeof comments.$inferInsert;
type VoteInsert = typeof commentVotes.$inferInsert;

/**
 * Seeds the demo conversations (demoComments.ts) under the area's posts: comments and replies as
 * real rows, parents first, with their votes as rows by other members, so the vote counters on each
 * comment match them (the trigger on comments counts the replies and each post's comments at the
 * commit). Two statements.
 */
export async function seedDemoComments(
  db: Database,
  seed: { areaId: string; userIds: Map<string, string> },
  now: Date,
): Promise<void> {
  const members = [...seed.userIds.values()];
  const idOf = (username: string) => {
    const id = seed.userIds.get(username);
    if (!id) throw new Error(`demo comment by unknown member ${username}`);
    return id;
  };
  const stored = await db
    .select({ id: posts.id, title: posts.title, createdAt: posts.createdAt })
    .from(posts)
    .where(eq(posts.areaId, seed.areaId));
  const byTitle = new Map(stored.map((post) => [post.title, post]));
  const rows: CommentInsert[] = [];
  const votes: VoteInsert[] = [];

  const add = (comment: DemoComment, post: { id: string; createdAt: Date }, parentId: string | null) => {
    const id = createId();
    const authorId = idOf(comment.author);
    // Never in the future, however the post's time and the seed's clock fall.
    const at = new Date(
      Math.min(post.createdAt.getTime() + comment.minutesAfter * minuteMs, now.getTime() - minuteMs),
    );
    const others = members.filter((member) => member !== authorId);
    const shift = rows.length * 5;
    const voters = Array.from(
      { length: (comment.up ?? 0) + (comment.down ?? 0) },
      (_, k) => others[(shift + k) % others.length] as string,
    );
    for (const [k, userId] of voters.entries())
      votes.push({ commentId: id, userId, direction: k < (comment.up ?? 0) ? 'up' : 'down', createdAt: at });
    rows.push({
      id,
      postId: post.id,
      parentId,
      authorId,
      text: comment.deleted ? '' : comment.text,
      upvotes: comment.up ?? 0,
      downvotes: comment.down ?? 0,
      deletedAt: comment.deleted ? at : null,
      createdAt: at,
      updatedAt: at,
    });
    for (const reply of comment.replies ?? []) add(reply, post, id);
  };
  for (const thread of demoThreads) {
    const post = byTitle.get(thread.post);
    if (!post) throw new Error(`demo comments for unknown post ${thread.post}`);
    for (const comment of thread.comments) add(comment, post, null);
  }

  await db.transaction(async (tx) => {
    await tx.insert(comments).values(rows);
    if (votes.length) await tx.insert(commentVotes).values(votes);
  });
}
