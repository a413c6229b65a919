import { and, desc, eq, ne } from 'drizzle-orm';
import { createId } from '../auth/createToken.ts';
import type { Database } from '../db/openDatabase.ts';
import { comments, notifications, posts } from '../db/schema.ts';
import { demoLogin } from './demoMembers.ts';

/**
 * Seeds the demo resident's bell from the demo's own rows: votes folded on its newest post and a
 * neighbour's comment (unread), the newest Segurança post of the area and an older vote (read).
 * They are already "published" (not pending): no live event goes out for the seed.
 */
export async function seedDemoNotifications(
  db: Database,
  seed: { areaId: string; userIds: Map<string, string> },
  now: Date,
): Promise<void> {
  const demoId = seed.userIds.get(demoLogin.username);
  if (!demoId) return;
  const neighbours = [...seed.userIds.values()].filter((id) => id !== demoId);
  const own = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.authorId, demoId))
    .orderBy(desc(posts.createdAt))
    .limit(2);
  const [remark] = await db
    .select({ id: comments.id, postId: comments.postId, authorId: comments.authorId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(posts.authorId, demoId), ne(comments.authorId, demoId)))
    .orderBy(desc(comments.createdAt))
    .limit(1);
  const [alert] = await db
    .select({ id: posts.id, authorId: posts.authorId })
    .from(posts)
    .where(and(eq(posts.areaId, seed.areaId), eq(posts.category, 'Segurança'), ne(posts.authorId, demoId)))
    .orderBy(desc(posts.createdAt))
    .limit(1);
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const rows: Array<Omit<typeof notifications.$inferInsert, 'id'> & { updatedAt: Date }> = [];
  const base = { userId: demoId, pending: false };
  const [newest, older] = own;
  if (newest)
    rows.push({
      ...base,
      kind: 'vote',
      actorId: neighbours[0],
      postId: newest.id,
      direction: 'up',
      count: 3,
      foldKey: `vote:post:${newest.id}`,
      updatedAt: minutesAgo(12),
    });
  if (remark)
    rows.push({
      ...base,
      kind: 'comment',
      actorId: remark.authorId,
      postId: remark.postId,
      commentId: remark.id,
      updatedAt: minutesAgo(40),
    });
  if (alert)
    rows.push({
      ...base,
      kind: 'post',
      actorId: alert.authorId,
      postId: alert.id,
      seen: true,
      updatedAt: minutesAgo(180),
    });
  if (older)
    rows.push({
      ...base,
      kind: 'vote',
      actorId: neighbours[1],
      postId: older.id,
      direction: 'up',
      seen: true,
      updatedAt: minutesAgo(60 * 26),
    });
  if (rows.length > 0)
    await db
      .insert(notifications)
      .values(rows.map((row) => ({ ...row, id: createId(), createdAt: row.updatedAt })));
}
