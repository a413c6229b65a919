import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { areas, municipalities, states, users } from '../db/schema.ts';

/** A user joined with its area, city and state: everything the wire user needs. */
export type UserView = typeof users.$inferSelect & {
  /** Rows matching the filter before paging, when asked with `withTotal`. */
  total?: number;
  area: {
    id: string;
    name: string;
    latitude: number | null;
    longitude: number | null;
    cityName: string;
    stateCode: string;
    stateName: string;
  };
};

/** Loads users with their area, filtered, ordered and paged by the caller's query parts. */
export async function loadUserViews(
  db: Database,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number; offset?: number; withTotal?: boolean } = {},
): Promise<UserView[]> {
  const base = db
    .select({
      user: users,
      total: options.withTotal ? sql<number>`(count(*) over ())::int` : sql<null>`null`,
      area: {
        id: areas.id,
        name: areas.name,
        latitude: areas.latitude,
        longitude: areas.longitude,
        cityName: municipalities.name,
        stateCode: states.code,
        stateName: states.name,
      },
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

/** Loads one user with its area, or null. */
export async function loadUserView(db: Database, userId: string): Promise<UserView | null> {
  const [view] = await loadUserViews(db, eq(users.id, userId), { limit: 1 });
  return view ?? null;
}
