// The SQL of the members directory: one page of an area's activated members, optionally by username.
import { MEMBERS_PAGE_SIZE } from '@vizinhos/domain';
import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { users } from '../../db/schema.ts';
import { loadUserViews, type UserView } from '../accounts/index.ts';

/** Which members to list: an area, an optional username part, and the page. */
export type MemberQuery = { areaId: string; search?: string; page?: number; perPage?: number };

/** One page of activated members of the area, oldest first, with the total before paging. */
export async function loadMemberPage(
  db: Database,
  query: MemberQuery,
): Promise<{ views: UserView[]; total: number }> {
  const search = query.search?.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`);
  const where: SQL | undefined = and(
    eq(users.areaId, query.areaId),
    eq(users.activated, true),
    search ? like(sql`lower(${users.username})`, `%${search}%`) : undefined,
  );
  const perPage = query.perPage ?? MEMBERS_PAGE_SIZE;
  const views = await loadUserViews(db, where, {
    orderBy: [asc(users.createdAt), asc(users.id)],
    limit: perPage,
    offset: ((query.page ?? 1) - 1) * perPage,
    withTotal: true,
  });
  // The window count rides on the page's rows; only a page past the end needs its own count.
  const onPage = views[0]?.total;
  if (onPage !== undefined) return { views, total: onPage };
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  return { views, total: counted?.n ?? 0 };
}
