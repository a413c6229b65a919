// The SQL of accounts: the user record with its area, sign-in lookups, signup, mailed tokens,
// password reset and the change of area. The signup's own SQL is in signupRepository.ts.
import type { WirePost } from '@vizinhos/domain';
import { and, count, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser, UserRow } from '../../auth/sessions.ts';
import type { Database } from '../../db/openDatabase.ts';
import { preparedFor } from '../../db/preparedFor.ts';
import { areas, mailTokens, municipalities, sessions, states, users } from '../../db/schema.ts';
import { loadCommentTotal } from '../comments/index.ts';
import { loadPostFigures } from '../posts/index.ts';
import { roleForNewcomer } from './resolveSignupArea.ts';

/** A user joined with its area, city and state: everything the wire user needs. */
export type UserView = SessionUser & {
  /** Rows matching the filter before paging, when asked with `withTotal`. */
  total?: number;
};

/**
 * The area columns of a user view. An area saved without coordinates takes its municipality's
 * (offline geography), so the map centres on the right town, never on a default elsewhere.
 */
const areaColumns = {
  id: areas.id,
  name: areas.name,
  latitude: sql<number | null>`coalesce(${areas.latitude}, ${municipalities.latitude})`,
  longitude: sql<number | null>`coalesce(${areas.longitude}, ${municipalities.longitude})`,
  cityName: municipalities.name,
  stateCode: states.code,
  stateName: states.name,
};

/** Loads users with their area, filtered, ordered and paged by the caller's query parts. */
async function loadUserViews(
  db: Database,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number; offset?: number; withTotal?: boolean } = {},
): Promise<UserView[]> {
  const base = db
    .select({
      user: users,
      total: options.withTotal ? sql<number>`(count(*) over ())::int` : sql<null>`null`,
      area: areaColumns,
    })
    .from(users)
    .innerJoin(areas, eq(areas.id, users.areaId))
    .innerJoin(municipalities, eq(municipalities.id, areas.municipalityId))
    .innerJoin(states, eq(states.code, municipalities.stateCode))
    .where(where)
    .orderBy(...(options.orderBy ?? []))
    .$dynamic();
  const paged = options.limit === undefined ? base : base.limit(options.limit).offset(options.offset ?? 0);
  const rows = await paged;
  return rows.map(({ user, area, total }) => ({ ...user, area, ...(total === null ? {} : { total }) }));
}

const sessionUserStatement = preparedFor((db) =>
  db
    .select({ user: users, area: areaColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(areas, eq(areas.id, users.areaId))
    .innerJoin(municipalities, eq(municipalities.id, areas.municipalityId))
    .innerJoin(states, eq(states.code, municipalities.stateCode))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        // A deactivated resident has no session, wherever one was started or cached.
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

/** The user of a live session (by its token's hash) with its area, and when the session ends. */
export async function loadSessionUser(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const [row] = await sessionUserStatement(db).execute({ tokenHash, now });
  return row ? { user: { ...row.user, area: row.area }, expiresAt: row.expiresAt } : null;
}

/** Loads one user with its area, or null. */
export async function loadUserView(db: Database, userId: string): Promise<UserView | null> {
  const [view] = await loadUserViews(db, eq(users.id, userId), { limit: 1 });
  return view ?? null;
}

/** Extra figures of a profile (spec: Entities and their fields). */
export type ProfileFigures = {
  postCount: number;
  commentCount: number;
  averageObjectivity: number | null;
  inviteCount: number;
  activity: WirePost[];
};

/**
 * Who reads a profile: the posts, comments and counts are those of the reader's area (a resident
 * who moved keeps their old-area posts out of the new neighbours' sight), and the votes and poll
 * answers shown are the reader's own, never the profile owner's.
 */
export type FigureReader = { id: string; areaId: string };

/**
 * The profile's figures (spec: Entities and their fields): posts, their mean objectivity and the
 * latest as activity come from the posts feature, the kept comments' count from the comments
 * feature; invites are the members this user brought in.
 */
export async function loadUserFigures(
  db: Database,
  userId: string,
  reader: FigureReader,
): Promise<ProfileFigures> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.invitedBy, userId));
  const { postCount, averageObjectivity, activity } = await loadPostFigures(db, userId, reader);
  const commentCount = await loadCommentTotal(db, userId, reader.areaId);
  return { postCount, commentCount, averageObjectivity, inviteCount: row?.n ?? 0, activity };
}

/** The user whose username or e-mail is `name` (already lower-cased), or undefined. */
export async function findUserByLogin(db: Database, name: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, name), eq(sql`lower(${users.email})`, name)))
    .limit(1);
  return user;
}

/** Spends a mailed token once: the user it belongs to, or null when unknown, used or expired. */
export async function useMailToken(
  db: Database,
  tokenHash: string,
  purpose: 'activation' | 'reset',
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(mailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(mailTokens.tokenHash, tokenHash),
        eq(mailTokens.purpose, purpose),
        isNull(mailTokens.usedAt),
        gt(mailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: mailTokens.userId });
  return row?.userId ?? null;
}

/** What a mailed link's token is now (spec: mail links land on a page saying what happened). */
export type MailTokenState = 'valid' | 'used' | 'expired' | 'invalid';

/** Reads a mailed token's state without spending it: unknown tokens are 'invalid'. */
export async function inspectMailToken(
  db: Database,
  tokenHash: string,
  purpose: 'activation' | 'reset',
  now: Date,
): Promise<MailTokenState> {
  const [row] = await db
    .select({ usedAt: mailTokens.usedAt, expiresAt: mailTokens.expiresAt })
    .from(mailTokens)
    .where(and(eq(mailTokens.tokenHash, tokenHash), eq(mailTokens.purpose, purpose)))
    .limit(1);
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  return row.expiresAt.getTime() > now.getTime() ? 'valid' : 'expired';
}

/**
 * Marks the e-mail proven; false for a deactivated account, which the link leaves as it is (a
 * deactivation is the operator's, undone only by `pnpm admin reativar`).
 */
export async function activateUser(db: Database, userId: string): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ activated: true })
    .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** The account of an e-mail address (compared without case), or undefined. */
export async function findUserByEmail(db: Database, email: string) {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

/** Stores a password-reset token's hash for the user; the user's older reset tokens are void. */
export async function createResetToken(db: Database, userId: string, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(mailTokens).where(and(eq(mailTokens.userId, userId), eq(mailTokens.purpose, 'reset')));
    await tx.insert(mailTokens).values({ tokenHash, userId, purpose: 'reset', expiresAt });
  });
}

/**
 * Sets a new password; reading the mail proves the address, so it also activates. Every other
 * reset link of the user and every session end with the old password. False, and nothing changed,
 * for a deactivated account: a reset link never opens it again.
 */
export async function resetPassword(db: Database, userId: string, passwordHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ passwordHash, activated: true })
      .where(and(eq(users.id, userId), isNull(users.deactivatedAt)))
      .returning({ id: users.id });
    if (changed.length === 0) return false;
    await tx
      .delete(mailTokens)
      .where(and(eq(mailTokens.userId, userId), eq(mailTokens.purpose, 'reset'), isNull(mailTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return true;
  });
}

/** Whether an area with this id exists. */
export async function areaExists(db: Database, areaId: string): Promise<boolean> {
  const [area] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, areaId)).limit(1);
  return area !== undefined;
}

/** Moves the user to another area, with the role a newcomer there gets. */
export async function moveToArea(db: Database, userId: string, areaId: string): Promise<void> {
  const role = await roleForNewcomer(db, areaId);
  await db.update(users).set({ areaId, role }).where(eq(users.id, userId));
}
