// "Baixar meus dados", the account part: one function per table, each reading only the resident's
// own rows. The password hash and the session secrets' hashes are left out (they serve nobody).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { areas, calendarFeeds, images, sessions, users } from '../../db/schema.ts';
import { withInfluencePoints } from '../accounts/index.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** users: the resident's own record, with the area's name and the points counted now. */
export async function exportProfile(db: Database, userId: string) {
  const [row] = await db
    .select({ user: users, areaName: areas.name })
    .from(users)
    .innerJoin(areas, eq(areas.id, users.areaId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const [counted] = await withInfluencePoints(db, [row.user]);
  const { user } = row;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    summary: user.summary,
    role: user.role,
    area: { id: user.areaId, name: row.areaName },
    invite_code: user.inviteCode,
    invited_by: user.invitedBy,
    org_code: user.orgCode,
    stomp_key: user.stompKey,
    avatar_image_id: user.avatarId,
    points: counted?.points ?? 0,
    activated: user.activated,
    created_at: iso(user.createdAt),
  };
}

/** sessions: when each open session started and ends (never its secret). */
export async function exportSessions(db: Database, userId: string) {
  const rows = await db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return rows.map((row) => ({ created_at: iso(row.createdAt), expires_at: iso(row.expiresAt) }));
}

/** calendar_feeds: the resident's private calendar feed, when one was made. */
export async function exportCalendarFeed(db: Database, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
  // The token itself is not kept (only its hash), so the export says when the address was made.
  return row ? { created_at: iso(row.createdAt) } : null;
}

/** images: the resident's uploads (avatar and post images) as facts; the pictures stay at their address. */
export async function exportImages(db: Database, userId: string) {
  const rows = await db
    .select({ id: images.id, mimeType: images.mimeType, alt: images.alt, createdAt: images.createdAt })
    .from(images)
    .where(eq(images.ownerId, userId));
  return rows.map((row) => ({
    id: row.id,
    mime_type: row.mimeType,
    alt: row.alt,
    created_at: iso(row.createdAt),
  }));
}
