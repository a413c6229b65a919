// The SQL of uploaded images: storing, serving to those who may see them, totals and removal.
import { and, count, eq, sql } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { images, users } from '../../db/schema.ts';

/** Stores an image (already re-encoded), with its alt text if any, under a new random id, which is returned. */
export async function insertImage(
  db: Database,
  image: { ownerId: string; areaId: string | null; mimeType: string; bytes: Buffer; alt?: string | null },
): Promise<string> {
  const id = createId();
  await db.insert(images).values({ id, ...image });
  return id;
}

/**
 * An image the viewer's area may see: a post's image by the post's area, an avatar by its owner's
 * current area. Undefined otherwise, exactly as for an id that does not exist.
 */
export async function findVisibleImage(db: Database, id: string, viewerAreaId: string) {
  const [image] = await db
    .select({ mimeType: images.mimeType, bytes: images.bytes })
    .from(images)
    .innerJoin(users, eq(users.id, images.ownerId))
    .where(and(eq(images.id, id), sql`coalesce(${images.areaId}, ${users.areaId}) = ${viewerAreaId}`))
    .limit(1);
  return image;
}

/** How many images the resident keeps, and their bytes. */
export async function storedTotals(db: Database, ownerId: string): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ count: count(), bytes: sql<number>`coalesce(sum(octet_length(${images.bytes})), 0)::float8` })
    .from(images)
    .where(eq(images.ownerId, ownerId));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Gives a stored image a new text alternative; null removes it. */
export async function setImageAlt(db: Database, id: string, alt: string | null): Promise<void> {
  await db.update(images).set({ alt }).where(eq(images.id, id));
}

/** Removes an image for good (a replaced avatar, a deleted post's picture). */
export async function deleteImage(db: Database, id: string): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}
