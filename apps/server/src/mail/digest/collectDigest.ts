// The SQL of the neighbourhood digest: what happened in one area in one period, read once for the
// area, and each reader's blocks, so a city's digest costs a few queries per area, not per resident.
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { areas, blocks, posts, pushPreferences, services, users } from '../../db/schema.ts';

/** A post the digest may list, with what its score and its line need. */
export type DigestPost = {
  id: string;
  authorId: string;
  title: string;
  category: string;
  type: 'poll' | 'event' | null;
  eventDate: Date | null;
  upvotes: number;
  downvotes: number;
  commentCount: number;
  createdAt: Date;
};

/** A new service of the area. */
type DigestService = { id: string; authorId: string; name: string; kind: string };

/** Everything of one area and period, before each reader's blocks are taken out. */
export type AreaDigest = {
  areaName: string;
  posts: DigestPost[];
  events: DigestPost[];
  services: DigestService[];
  newNeighbours: number;
};

/** A resident who may receive the digest, with their stored settings (raw). */
export type DigestReader = { id: string; email: string; settings: unknown };

/** How far ahead "events of the coming days" look from the end of the period. */
const eventsAheadMs = 7 * 24 * 60 * 60_000;

// spec 3: a post hidden by a report (the hide rule) is shown to nobody; a removed post is gone.
const notHidden = sql`not exists (select 1 from post_flags f where f.post_id = ${posts.id} and f.hides)`;

/** The areas that have residents who could receive a digest. */
export async function areasWithResidents(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ areaId: users.areaId })
    .from(users)
    .where(and(eq(users.activated, true), isNull(users.deactivatedAt)));
  return rows.map((row) => row.areaId);
}

/** The area's posts, events, services and newcomers of [from, to). */
export async function collectAreaDigest(
  db: Database,
  areaId: string,
  from: Date,
  to: Date,
): Promise<AreaDigest> {
  const [area] = await db.select({ name: areas.name }).from(areas).where(eq(areas.id, areaId));
  const columns = {
    id: posts.id,
    authorId: posts.authorId,
    title: posts.title,
    category: posts.category,
    type: posts.type,
    eventDate: posts.eventDate,
    upvotes: posts.upvotes,
    downvotes: posts.downvotes,
    commentCount: posts.commentCount,
    createdAt: posts.createdAt,
  };
  const [recent, events, newServices, [newcomers]] = await Promise.all([
    db
      .select(columns)
      .from(posts)
      .where(and(eq(posts.areaId, areaId), gte(posts.createdAt, from), lt(posts.createdAt, to), notHidden)),
    db
      .select(columns)
      .from(posts)
      .where(
        and(
          eq(posts.areaId, areaId),
          eq(posts.type, 'event'),
          gte(posts.eventDate, to),
          lt(posts.eventDate, new Date(to.getTime() + eventsAheadMs)),
          notHidden,
        ),
      )
      .orderBy(posts.eventDate),
    db
      .select({ id: services.id, authorId: services.authorId, name: services.name, kind: services.kind })
      .from(services)
      .where(and(eq(services.areaId, areaId), gte(services.createdAt, from), lt(services.createdAt, to)))
      .orderBy(services.createdAt),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(
        and(
          eq(users.areaId, areaId),
          eq(users.activated, true),
          isNull(users.deactivatedAt),
          gte(users.createdAt, from),
          lt(users.createdAt, to),
        ),
      ),
  ]);
  return {
    areaName: area?.name ?? '',
    posts: recent,
    events,
    services: newServices,
    newNeighbours: newcomers?.count ?? 0,
  };
}

/** The area's residents who may receive mail (activated, not deactivated), with their settings. */
export async function loadDigestReaders(db: Database, areaId: string): Promise<DigestReader[]> {
  return db
    .select({ id: users.id, email: users.email, settings: pushPreferences.settings })
    .from(users)
    .leftJoin(pushPreferences, eq(pushPreferences.userId, users.id))
    .where(and(eq(users.areaId, areaId), eq(users.activated, true), isNull(users.deactivatedAt)));
}

/** Whom each of these readers blocked. */
export async function loadBlockedBy(
  db: Database,
  readerIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const blocked = new Map<string, Set<string>>();
  if (readerIds.length === 0) return blocked;
  const rows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(inArray(blocks.blockerId, [...readerIds]));
  for (const row of rows) {
    const set = blocked.get(row.blockerId) ?? new Set<string>();
    set.add(row.blockedId);
    blocked.set(row.blockerId, set);
  }
  return blocked;
}
