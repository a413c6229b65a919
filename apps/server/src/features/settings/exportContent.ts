// "Baixar meus dados", what the resident wrote: one function per table, only the resident's rows.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { comments, pollOptions, posts, services } from '../../db/schema.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** posts (with poll_options): the resident's posts; answers to their polls count, never who gave them. */
export async function exportPosts(db: Database, userId: string) {
  const rows = await db.select().from(posts).where(eq(posts.authorId, userId)).orderBy(asc(posts.createdAt));
  const ids = rows.map((row) => row.id);
  const options =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(pollOptions)
          .where(inArray(pollOptions.postId, ids))
          .orderBy(asc(pollOptions.position));
  return rows.map((row) => ({
    id: row.id,
    area_id: row.areaId,
    title: row.title,
    text: row.text,
    category: row.category,
    type: row.type,
    event_date: iso(row.eventDate),
    location: row.longitude === null || row.latitude === null ? null : [row.longitude, row.latitude],
    image_id: row.imageId,
    objectivity_score: row.objectivityScore,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    comment_count: row.commentCount,
    poll_options: options
      .filter((option) => option.postId === row.id)
      .map((option) => ({ id: option.id, label: option.label, count: option.responseCount })),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

/** comments: the resident's comments and replies; a deleted one keeps only its dates. */
export async function exportComments(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(comments)
    .where(eq(comments.authorId, userId))
    .orderBy(asc(comments.createdAt));
  return rows.map((row) => ({
    id: row.id,
    post_id: row.postId,
    parent_id: row.parentId,
    text: row.text,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    reply_count: row.replyCount,
    deleted_at: iso(row.deletedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}

/** services: the useful services the resident added to the area's directory. */
export async function exportServices(db: Database, userId: string) {
  const rows = await db.select().from(services).where(eq(services.authorId, userId));
  return rows.map((row) => ({
    id: row.id,
    area_id: row.areaId,
    name: row.name,
    kind: row.kind,
    phone: row.phone,
    address: row.address,
    opening_hours: row.openingHours,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  }));
}
