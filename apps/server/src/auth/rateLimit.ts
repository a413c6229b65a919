import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { rateLimits } from '../db/schema.ts';

/** How much one key may do in a fixed window: `hits` requests and, optionally, `amount` units (bytes). */
export type RateRule = { hits: number; windowMs: number; amount?: number };

/** A reservation: granted, or refused with the seconds until the window ends (Retry-After). */
export type Reservation = { ok: true } | { ok: false; retryAfterS: number };

/**
 * Reserves one hit (and `amount` units) for the key before the costly or risky part of a request,
 * in one atomic upsert, so parallel requests, on this instance or another, each see their own
 * count: a burst of 50 can never all pass a limit of 5. A refused request keeps its hit (it was an
 * attempt) but gives its amount back. Windows are fixed: the first hit after one ends opens the next.
 */
export async function reserve(
  db: Database,
  key: string,
  rule: RateRule,
  now: Date,
  amount = 0,
): Promise<Reservation> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - rule.windowMs).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, amount, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        amount: sql`case when ${expired} then ${amount}::int else ${rateLimits.amount} + ${amount}::int end`,
        windowStart: sql`case when ${expired} then ${at}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, amount: rateLimits.amount, windowStart: rateLimits.windowStart });
  if (!row) return { ok: true };
  const over = row.hits > rule.hits || (rule.amount !== undefined && row.amount > rule.amount);
  if (!over) return { ok: true };
  if (amount > 0) await giveBack(db, key, 0, amount);
  const endsAt = new Date(row.windowStart).getTime() + rule.windowMs;
  return { ok: false, retryAfterS: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Returns hits and amount to the key (a request that turned out well, or one that was refused). */
export async function giveBack(db: Database, key: string, hits: number, amount = 0): Promise<void> {
  await db
    .update(rateLimits)
    .set({
      hits: sql`greatest(${rateLimits.hits} - ${hits}::int, 0)`,
      amount: sql`greatest(${rateLimits.amount} - ${amount}::int, 0)`,
    })
    .where(eq(rateLimits.key, key));
}

/** Forgets a key at once (a right password clears that account's failures from that address). */
export async function clearRate(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes rows whose window ended long ago, so the table holds only what can still refuse. */
export async function pruneRates(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${olderThan.toISOString()}::timestamptz`);
}
