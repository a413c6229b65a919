// The SQL of moderating members (spec 3): an area's member as moderation sees them, their role and
// their mute, each change written with its log entry in one transaction.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { users } from '../../db/schema.ts';
import { type NewLogEntry, writeLog } from './log.ts';

/** A member of the area (id, name, role), or undefined: unknown, or another area's. */
export async function findAreaMember(db: Database, id: string, areaId: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(and(eq(users.id, id), eq(users.areaId, areaId)))
    .limit(1);
  return row;
}

/** The member's current role, read fresh (the session's copy may be older than an appointment). */
export async function currentRole(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role ?? 'Membro';
}

/** Sets a member's role and records it. */
export async function changeRole(
  db: Database,
  userId: string,
  role: string,
  entry: NewLogEntry,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role }).where(eq(users.id, userId));
    await writeLog(tx, entry);
  });
}

/** Mutes a member until `until` (replacing an earlier mute), records it and runs `notify` in the transaction. */
export async function muteMember(
  db: Database,
  userId: string,
  until: Date,
  entry: NewLogEntry,
  notify: (tx: Database) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ mutedUntil: until }).where(eq(users.id, userId));
    await writeLog(tx, entry);
    await notify(tx);
  });
}
