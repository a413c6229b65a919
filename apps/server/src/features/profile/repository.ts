// The SQL of the profile: edits of one's own record.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { users } from '../../db/schema.ts';

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

/** Writes a profile edit. */
export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}
