// The SQL of blocking (spec 3: Block): a resident's blocks, reversible, read by the blocker alone;
// messaging asks whether two residents are apart.
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { blocks, users } from '../../db/schema.ts';

/** Blocks `blockedId` for `blockerId`; blocking twice changes nothing. */
export async function block(db: Database, blockerId: string, blockedId: string, now: Date): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

/** Lifts the block, if there was one; whether there was. */
export async function unblock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const lifted = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId });
  return lifted.length > 0;
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

/**
 * Whether a block stands, either way, between someone `joining` a conversation and anyone else in it
 * (`joining` or `staying`). A group may not bring two residents apart together: the blocked one's
 * messages would reach the blocker through a third resident (spec 3: Block). Blocks among those
 * already `staying` are not asked about: groups they already share stay.
 */
export async function isBlockAmong(
  db: Database,
  joining: readonly string[],
  staying: readonly string[],
): Promise<boolean> {
  if (joining.length === 0) return false;
  const everyone = [...new Set([...joining, ...staying])];
  const [row] = await db
    .select({ id: blocks.blockerId })
    .from(blocks)
    .where(
      or(
        and(inArray(blocks.blockerId, [...joining]), inArray(blocks.blockedId, everyone)),
        and(inArray(blocks.blockerId, everyone), inArray(blocks.blockedId, [...joining])),
      ),
    )
    .limit(1);
  return row !== undefined;
}
