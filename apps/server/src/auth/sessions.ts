import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { sessions, users } from '../db/schema.ts';
import { createToken, hashToken } from './createToken.ts';
import { isCrossSiteOrigin } from './isCrossSiteRequest.ts';

/** Name of the session cookie. */
export const sessionCookieName = 'vz_session';
/** How long a session lives without signing in again. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60_000;

/** A stored user row. */
export type UserRow = typeof users.$inferSelect;

/** The area facts every signed-in page shows, loaded with the session's user. */
export type UserArea = {
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
  cityName: string;
  stateCode: string;
  stateName: string;
};

/** A signed-in user: the stored row with its area, as the session check loads it once per request. */
export type SessionUser = UserRow & { area: UserArea };

/** Opens a session for the user and returns the cookie's secret (only its hash is stored). */
export async function createSession(db: Database, userId: string, now: Date): Promise<string> {
  const { token, hash } = createToken();
  // Expired sessions of this user go when a new one starts, so the table does not only grow.
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  await db
    .insert(sessions)
    .values({ tokenHash: hash, userId, expiresAt: new Date(now.getTime() + sessionLifetimeMs) });
  return token;
}

/** The user behind a session secret, or null when it is unknown or expired. */
async function findSessionUser(db: Database, token: string, now: Date): Promise<UserRow | null> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), isNull(users.deactivatedAt)),
    )
    .limit(1);
  return rows[0]?.user ?? null;
}

/** Ends one session. */
export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user. */
export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The session secret a raw request carries in its cookie, or undefined. */
export function sessionTokenOf(request: IncomingMessage): string | undefined {
  const header = request.headers.cookie;
  return header ? fastifyCookie.parse(header)[sessionCookieName] : undefined;
}

/** Who a raw upgrade request belongs to, as the realtime broker needs it. */
export type UpgradeIdentity = { userId: string; stompKey: string; areaId: string };

/**
 * Builds the function the STOMP broker calls on a WebSocket upgrade: it reads the session cookie
 * of the raw request and answers the user's id, stomp key and area, or null when not signed in.
 */
export function createUpgradeAuthenticator(
  db: Database,
  clock: () => Date = () => new Date(),
  publicUrl: string | null = null,
  /** The app's cached session check; a direct database lookup when absent. */
  find: (token: string) => Promise<UserRow | null> = (token) => findSessionUser(db, token, clock()),
) {
  return async function authenticate(request: IncomingMessage): Promise<UpgradeIdentity | null> {
    if (isCrossSiteUpgrade(request, publicUrl)) return null;
    const token = sessionTokenOf(request);
    if (!token) return null;
    const user = await find(token);
    if (!user?.activated) return null;
    return { userId: user.id, stompKey: user.stompKey, areaId: user.areaId };
  };
}

/** A WebSocket handshake another site started with the user's cookie (cross-site WebSocket hijacking). */
function isCrossSiteUpgrade(request: IncomingMessage, publicUrl: string | null): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const origin = header('origin');
  // The raw upgrade request knows no scheme: compare against the origin the browser claims, with our host.
  const ownOrigin = publicUrl
    ? new URL(publicUrl).origin
    : `${origin?.startsWith('https:') ? 'https' : 'http'}://${header('host') ?? ''}`;
  return isCrossSiteOrigin({ secFetchSite: header('sec-fetch-site'), origin, ownOrigin });
}
