// The counts a post carries (spec: Entities and their fields: comment_count, comment_total,
// comment_total_full) and a resident's comment total.
import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { comments, posts } from '../../db/schema.ts';

/** A post's comment counts: every comment (replies and deleted ones included), and the top level. */
export type CommentCounts = { all: number; topLevel: number };

/**
 * How many top-level comments a post has, as a column of a query over posts. Names are spelled out:
 * drizzle leaves a single table's columns unqualified, which inside this subquery would mean the
 * comment's own `id`.
 */
export function topLevelCommentCount(): SQL<number> {
  return sql<number>`(select count(*)::int from ${comments} as top where top.post_id = ${sql.identifier('posts')}.${sql.identifier('id')} and top.parent_id is null)`;
}

/** A post's comment counts, read after a write (inside its transaction, or after the commit). */
export async function loadCommentCounts(db: Database, postId: string): Promise<CommentCounts> {
  const [row] = await db
    .select({ all: posts.commentCount, topLevel: topLevelCommentCount() })
    .from(posts)
    .where(eq(posts.id, postId));
  return { all: row?.all ?? 0, topLevel: Number(row?.topLevel ?? 0) };
}

/** How many comments a resident has written and kept (spec: Entities and their fields: the user's comment_count). */
export async function loadCommentTotal(db: Database, userId: string, areaId?: string): Promise<number> {
  const inArea =
    areaId === undefined
      ? undefined
      : sql`exists (select 1 from ${posts} where ${posts.id} = ${comments.postId} and ${posts.areaId} = ${areaId})`;
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.authorId, userId), isNull(comments.deletedAt), inArea));
  return row?.n ?? 0;
}
