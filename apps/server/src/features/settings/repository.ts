// The SQL of the account settings: the resident's password hash.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { users } from '../../db/schema.ts';

/** The stored password hash of a resident, or undefined when the account is gone. */
export async function loadPasswordHash(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.hash;
}

/** Stores a new password hash. */
export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
