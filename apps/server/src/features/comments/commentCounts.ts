// The counts a post carries (spec: Entities and their fields: comment_count, comment_total,
// comment_total_full), a comment's reply count (its comment_total) and a resident's comment total.
// A post's and a comment's counts are stored counters, moved by a deferred trigger on comments in
// the transaction of every write that adds or removes a comment (migration
// 0014_post_comment_counters); the recount here, from the comments themselves, is what they must
// equal (`pnpm admin recontar` writes it back, a property test compares both).
import { and, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/openDatabase.ts';
import { comments, posts } from '../../db/schema.ts';

/** A post's comment counts: every comment (replies and deleted ones included), and the top level. */
export type CommentCounts = { all: number; topLevel: number };

/** The comment counters of every post and every comment, by id: as stored, or as recounted. */
export type CommentCounters = { posts: Map<string, CommentCounts>; replies: Map<string, number> };

// Each recount is a subquery per row over an index (comments_post_idx, comments_post_top_idx,
// comments_parent_idx). The outer row's id is spelled out: drizzle leaves a single table's columns
// unqualified, which inside a subquery would mean its own.
const outer = (table: string) => sql`${sql.identifier(table)}.${sql.identifier('id')}`;
const allOfPost = sql<number>`(select count(*)::int from ${comments} c where c.post_id = ${outer('posts')})`;
const topLevelOfPost = sql<number>`(select count(*)::int from ${comments} c
  where c.post_id = ${outer('posts')} and c.parent_id is null)`;
const repliesOfComment = sql<number>`(select count(*)::int from ${comments} r where r.parent_id = ${outer('comments')})`;

async function readCounters(
  db: Database,
  columns: Record<'all' | 'topLevel' | 'replies', SQL<number> | PgColumn>,
): Promise<CommentCounters> {
  const postRows = await db
    .select({ id: posts.id, all: columns.all, topLevel: columns.topLevel })
    .from(posts);
  const commentRows = await db.select({ id: comments.id, replies: columns.replies }).from(comments);
  return {
    posts: new Map(postRows.map((row) => [row.id, { all: Number(row.all), topLevel: Number(row.topLevel) }])),
    replies: new Map(commentRows.map((row) => [row.id, Number(row.replies)])),
  };
}

/** Every post's and every comment's stored comment counters. */
export function loadCommentCounters(db: Database): Promise<CommentCounters> {
  return readCounters(db, {
    all: posts.commentCount,
    topLevel: posts.topLevelCommentCount,
    replies: comments.replyCount,
  });
}

/** Every post's and every comment's comment counters, counted from the comments. */
export function recountCommentCounters(db: Database): Promise<CommentCounters> {
  return readCounters(db, { all: allOfPost, topLevel: topLevelOfPost, replies: repliesOfComment });
}

/** Writes the recount over every stored counter that differs; answers how many posts and comments differed. */
export async function repairCommentCounters(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const fixedPosts = await tx
      .update(posts)
      .set({ commentCount: allOfPost, topLevelCommentCount: topLevelOfPost })
      .where(
        or(
          sql`${posts.commentCount} <> ${allOfPost}`,
          sql`${posts.topLevelCommentCount} <> ${topLevelOfPost}`,
        ),
      )
      .returning({ id: posts.id });
    const fixedComments = await tx
      .update(comments)
      .set({ replyCount: repliesOfComment })
      .where(sql`${comments.replyCount} <> ${repliesOfComment}`)
      .returning({ id: comments.id });
    return fixedPosts.length + fixedComments.length;
  });
}

/** A post's comment counts, as stored (read after the write's commit: the trigger counts at commit). */
export async function loadCommentCounts(db: Database, postId: string): Promise<CommentCounts> {
  const [row] = await db
    .select({ all: posts.commentCount, topLevel: posts.topLevelCommentCount })
    .from(posts)
    .where(eq(posts.id, postId));
  return { all: row?.all ?? 0, topLevel: row?.topLevel ?? 0 };
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
