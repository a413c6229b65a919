// The SQL of the members directory: one page of an area's activated members (none deactivated),
// optionally by name.
import { MEMBER_SEARCH_FOLD, MEMBERS_PAGE_SIZE, memberSearchKey } from '@vizinhos/domain';
import { and, asc, count, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { UserArea } from '../../auth/sessions.ts';
import type { Database } from '../../db/openDatabase.ts';
import { preparedFor } from '../../db/preparedFor.ts';
import { users } from '../../db/schema.ts';
import { type UserView, withInfluencePoints } from '../accounts/index.ts';

/** Which members to list: an area (the asker's own, already loaded), an optional name part, and the page. */
export type MemberQuery = { area: UserArea; search?: string; page?: number; perPage?: number };

// A resident the operator deactivated (`pnpm admin desativar`) is not offered to neighbours.
const inArea = (search: SQL | undefined) =>
  and(
    eq(users.areaId, sql.placeholder('areaId')),
    eq(users.activated, true),
    isNull(users.deactivatedAt),
    search,
  );
// The username, first and last name, folded as memberSearchKey folds the text: "joao" finds
// "João Silva" (usernames are ASCII; names are not). No extension (unaccent) is needed.
const searchable = sql`lower(translate(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName}, ${MEMBER_SEARCH_FOLD.from}, ${MEMBER_SEARCH_FOLD.to}))`;
const byName = like(searchable, sql.placeholder('pattern'));

// One indexed query per page (users_area_idx): the members of one area, with the total before
// paging as a window count on the same rows. Every member shares the asker's area, so no join.
// Measured on PGlite against a separate count query: one round trip instead of two.
const pageOf = (db: Database, search: SQL | undefined, name: string) =>
  db
    .select({ user: users, total: sql<number>`(count(*) over ())::int` })
    .from(users)
    .where(inArea(search))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
const everyone = preparedFor((db) => pageOf(db, undefined, 'members_page'));
const searched = preparedFor((db) => pageOf(db, byName, 'members_search_page'));
const countOf = (db: Database, search: SQL | undefined, name: string) =>
  db.select({ n: count() }).from(users).where(inArea(search)).prepare(name);
const countEveryone = preparedFor((db) => countOf(db, undefined, 'members_count'));
const countSearched = preparedFor((db) => countOf(db, byName, 'members_search_count'));

/** One page of activated members of the area, oldest first, with their influence points and the total before paging. */
export async function loadMemberPage(
  db: Database,
  query: MemberQuery,
): Promise<{ views: UserView[]; total: number }> {
  const search = memberSearchKey(query.search ?? '')?.replace(/[\\%_]/g, (match) => `\\${match}`);
  const perPage = query.perPage ?? MEMBERS_PAGE_SIZE;
  const params = {
    areaId: query.area.id,
    limit: perPage,
    offset: ((query.page ?? 1) - 1) * perPage,
    ...(search ? { pattern: `%${search}%` } : {}),
  };
  const rows = await (search ? searched : everyone)(db).execute(params);
  const views = await withInfluencePoints(
    db,
    rows.map(({ user }) => ({ ...user, area: query.area })),
  );
  // The window count rides on the page's rows; only a page past the end needs its own count.
  const onPage = rows[0]?.total;
  if (onPage !== undefined) return { views, total: onPage };
  const [counted] = await (search ? countSearched : countEveryone)(db).execute(params);
  return { views, total: counted?.n ?? 0 };
}
