// The SQL of the private calendar feed: the resident's token (made or replaced on request), who a
// token belongs to, and the area's upcoming events.
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { createToken, hashToken } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { areas, calendarFeeds, posts, users } from '../../db/schema.ts';

/** Most events one feed carries: a neighbourhood's calendar for months ahead fits well inside. */
const maxFeedEvents = 500;

// Only the token's SHA-256 is kept, as for sessions: a copied table or backup opens no feed. So the
// address is shown once, in the answer that made it; afterwards only its date is known.

/** When the resident's current feed address was made, or undefined when there is none. */
export async function feedCreatedAt(db: Database, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.createdAt;
}

/** Gives the resident a new feed token (the first, or a replacement: the old one stops matching at once). */
export async function replaceFeedToken(db: Database, userId: string, now: Date): Promise<string> {
  const { token, hash } = createToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hash, createdAt: now } });
  return token;
}

/** Ends the resident's feed if there is one (a password reset: a copied address stops working). */
export async function revokeFeedToken(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The area of the resident a token belongs to (the resident's current area), or undefined. */
export async function findFeedArea(
  db: Database,
  token: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: areas.id, name: areas.name })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(areas, eq(areas.id, users.areaId))
    .where(and(eq(calendarFeeds.tokenHash, hashToken(token)), isNull(users.deactivatedAt)))
    .limit(1);
  return row;
}

/** An event post as the feed needs it. */
export type FeedEvent = { id: string; title: string; text: string; eventDate: Date };

/** The area's events that start at or after `from`, soonest first. */
export async function loadUpcomingEvents(db: Database, areaId: string, from: Date): Promise<FeedEvent[]> {
  const rows = await db
    .select({ id: posts.id, title: posts.title, text: posts.text, eventDate: posts.eventDate })
    .from(posts)
    .where(and(eq(posts.areaId, areaId), eq(posts.type, 'event'), gte(posts.eventDate, from)))
    .orderBy(asc(posts.eventDate), asc(posts.id))
    .limit(maxFeedEvents);
  return rows.flatMap((row) => (row.eventDate ? [{ ...row, eventDate: row.eventDate }] : []));
}
