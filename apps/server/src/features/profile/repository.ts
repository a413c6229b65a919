// The SQL of the profile: edits of one's own record and the uploaded images.
import { and, eq, ne, sql } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { images, users } from '../../db/schema.ts';

/** The columns a profile edit may change. */
export type ProfileChanges = Partial<
  Pick<typeof users.$inferInsert, 'username' | 'firstName' | 'lastName' | 'summary' | 'avatarId'>
>;

/** Whether another user already has this username (compared without case). */
export async function isUsernameTaken(
  db: Database,
  username: string,
  exceptUserId: string,
): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, username.toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  return taken !== undefined;
}

/** Stores an uploaded image (already checked by its bytes) and returns its id. */
export async function storeImage(
  db: Database,
  ownerId: string,
  mimeType: string,
  bytes: Buffer,
): Promise<string> {
  const id = createId();
  await db.insert(images).values({ id, ownerId, mimeType, bytes });
  return id;
}

/** Writes a profile edit. */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** One stored image, or undefined. */
export async function findImage(db: Database, id: string) {
  const [image] = await db.select().from(images).where(eq(images.id, id)).limit(1);
  return image;
}
