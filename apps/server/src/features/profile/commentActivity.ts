// The comment half of a profile's recent activity: a resident's latest kept comments, each with the
// post it is on, shaped as activity items that open that post (spec: Screens and routes).
import { RECENT_ACTIVITY_LIMIT, type WireActivityItem } from '@vizinhos/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { comments, posts } from '../../db/schema.ts';

/** The resident's latest kept comments on posts of `areaId` (at most 10), newest first, as activity items. */
export async function loadCommentActivity(
  db: Database,
  userId: string,
  areaId: string,
): Promise<WireActivityItem[]> {
  const rows = await db
    .select({
      id: comments.id,
      text: comments.text,
      createdAt: comments.createdAt,
      postId: posts.id,
      title: posts.title,
      category: posts.category,
      postCreatedAt: posts.createdAt,
    })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.authorId, userId), isNull(comments.deletedAt), eq(posts.areaId, areaId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    _id: { $oid: row.postId },
    id: row.postId,
    title: row.title,
    post_category: { name: row.category },
    created_at: row.postCreatedAt.toISOString(),
    activity_type: 'comment',
    comment: {
      _id: { $oid: row.id },
      id: row.id,
      text: row.text,
      created_at: row.createdAt.toISOString(),
    },
  }));
}
