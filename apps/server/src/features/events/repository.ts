// The SQL of the private calendar feed: the resident's token (made on first use, replaced on
// regenerate), who a token belongs to, and the area's upcoming events.
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { createToken } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { areas, calendarFeeds, posts, users } from '../../db/schema.ts';

/** Most events one feed carries: a neighbourhood's calendar for months ahead fits well inside. */
const maxFeedEvents = 500;

// The token is kept as it is, not hashed as session secrets are: the resident's page shows the
// address again, and what it opens is read-only (the area's events, which every neighbour sees).

/** The resident's feed token, made now if there is none yet (two first calls still agree on one). */
export async function ensureFeedToken(db: Database, userId: string): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, token: createToken().token }).onConflictDoNothing();
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.token ?? '';
}

/** Gives the resident a new feed token; the old one stops matching at once. */
export async function replaceFeedToken(db: Database, userId: string, now: Date): Promise<string> {
  const token = createToken().token;
  await db
    .insert(calendarFeeds)
    .values({ userId, token, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: now } });
  return token;
}

/** Replaces the resident's feed token if there is one (a password reset: a copied address stops working). */
export async function revokeFeedToken(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ token: createToken().token, createdAt: now })
    .where(eq(calendarFeeds.userId, userId));
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
    .where(and(eq(calendarFeeds.token, token), isNull(users.deactivatedAt)))
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
