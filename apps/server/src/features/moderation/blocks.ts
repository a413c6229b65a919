// The SQL of blocking (spec 3: Block): a resident's blocks, reversible, read by the blocker alone;
// messaging asks whether two residents are apart.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { blocks, users } from '../../db/schema.ts';

/** Blocks `blockedId` for `blockerId`; blocking twice changes nothing. */
export async function block(db: Database, blockerId: string, blockedId: string, now: Date): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

/** Lifts the block, if there was one. */
export async function unblock(db: Database, blockerId: string, blockedId: string): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** The residents `blockerId` blocked, latest first. */
export async function loadBlocks(db: Database, blockerId: string) {
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarId: users.avatarId,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

/**
 * Whether a block stands between `userId` and any of `others`, either way (spec 3: a blocked
 * resident cannot start a conversation with the blocker or add them to a group; neither writes in
 * their direct conversation).
 */
export async function isApart(db: Database, userId: string, others: readonly string[]): Promise<boolean> {
  if (others.length === 0) return false;
  const [row] = await db
    .select({ id: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, userId), inArray(blocks.blockedId, [...others])),
        and(inArray(blocks.blockerId, [...others]), eq(blocks.blockedId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
