// The SQL of geography: areas with their city, state and member count, and municipalities with
// coordinates for reverse geocoding.
import { toSearchKey, type WireMunicipality } from '@vizinhos/domain';
import { and, asc, count, eq, exists, ilike, isNotNull, like, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { areas, municipalities, states, users } from '../../db/schema.ts';
import type { WireAreaOut } from './schemas.ts';

/** A municipality with the coordinates of its seat. */
export type PlacedMunicipality = WireMunicipality & { latitude: number; longitude: number };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

async function findAreas(db: Database, where: SQL | undefined): Promise<WireAreaOut[]> {
  const rows = await db
    .select({
      id: areas.id,
      name: areas.name,
      createdAt: areas.createdAt,
      latitude: areas.latitude,
      longitude: areas.longitude,
      city: municipalities.name,
      state: states.code,
      stateName: states.name,
      userCount: count(users.id),
    })
    .from(areas)
    .innerJoin(municipalities, eq(municipalities.id, areas.municipalityId))
    .innerJoin(states, eq(states.code, municipalities.stateCode))
    .leftJoin(users, eq(users.areaId, areas.id))
    .where(where)
    .groupBy(areas.id, municipalities.id, states.code)
    .orderBy(areas.name)
    .limit(50);
  return rows.map((row) => ({
    _id: { $oid: row.id },
    id: row.id,
    name: row.name,
    full_name: `${row.name}, ${row.city} - ${row.state}`,
    city: row.city,
    state: row.state,
    state_name: row.stateName,
    user_count: row.userCount,
    created_at: row.createdAt.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

/** Where a search looks: a state (its code) and a town (folded name prefix), each optional. */
export type PlaceFilter = { stateCode?: string | undefined; townKey?: string | undefined };

function placeFilters(filter: PlaceFilter): SQL[] {
  return [
    ...(filter.stateCode ? [eq(states.code, filter.stateCode)] : []),
    ...(filter.townKey ? [like(municipalities.searchKey, `${escapeLike(filter.townKey)}%`)] : []),
  ];
}

/**
 * Areas whose name, town or parent area (the district a neighbourhood belongs to) contains the
 * search key (already folded by toSearchKey), within the filter; an empty key lists the filter's.
 */
export function searchAreas(db: Database, key: string, filter: PlaceFilter = {}): Promise<WireAreaOut[]> {
  const pattern = `%${escapeLike(key)}%`;
  const byText = key
    ? or(
        like(areas.searchKey, pattern),
        like(municipalities.searchKey, pattern),
        sql`lower(${areas.parentArea}) like ${pattern}`,
      )
    : undefined;
  const filters = [...(byText ? [byText] : []), ...placeFilters(filter)];
  return findAreas(db, filters.length ? and(...filters) : undefined);
}

/** A town the search found, named with its state's code and name. */
export type FoundTown = { id: number; name: string; state: { code: string; name: string } };

/**
 * Towns whose name contains the key and that have no area yet, exact names first, then the
 * shortest: signup offers to propose a new area in one of them (at most `limit`).
 */
export async function searchTownsWithoutArea(
  db: Database,
  key: string,
  filter: PlaceFilter = {},
  limit = 8,
): Promise<FoundTown[]> {
  const hasArea = db.select({ id: areas.id }).from(areas).where(eq(areas.municipalityId, municipalities.id));
  const rows = await db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      stateCode: states.code,
      stateName: states.name,
    })
    .from(municipalities)
    .innerJoin(states, eq(states.code, municipalities.stateCode))
    .where(
      and(
        like(municipalities.searchKey, `%${escapeLike(key)}%`),
        not(exists(hasArea)),
        ...placeFilters(filter),
      ),
    )
    .orderBy(
      sql`${municipalities.searchKey} = ${key} desc`,
      sql`length(${municipalities.name})`,
      asc(municipalities.name),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: { code: row.stateCode, name: row.stateName },
  }));
}

/** The 27 states, code and folded name, to read a search's state part. */
export async function loadStates(db: Database): Promise<{ code: string; name: string; key: string }[]> {
  const rows = await db.select({ code: states.code, name: states.name }).from(states);
  return rows.map((row) => ({ ...row, key: toSearchKey(row.name) }));
}

/** Areas filtered by name part, exact city key and state (UF or name); every filter optional. */
export function filterAreas(
  db: Database,
  filter: { area: string; city: string; state: string },
): Promise<WireAreaOut[]> {
  const filters: SQL[] = [];
  if (filter.area) filters.push(like(areas.searchKey, `%${escapeLike(filter.area)}%`));
  if (filter.city) filters.push(eq(municipalities.searchKey, filter.city));
  if (filter.state) {
    const byName = or(
      eq(states.code, filter.state.toUpperCase()),
      ilike(states.name, escapeLike(filter.state)),
    );
    if (byName) filters.push(byName);
  }
  return findAreas(db, filters.length ? and(...filters) : undefined);
}

/** Every municipality whose seat has coordinates. */
export async function loadPlacedMunicipalities(db: Database): Promise<PlacedMunicipality[]> {
  const rows = await db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      latitude: municipalities.latitude,
      longitude: municipalities.longitude,
      stateCode: states.code,
      stateName: states.name,
    })
    .from(municipalities)
    .innerJoin(states, eq(states.code, municipalities.stateCode))
    .where(isNotNull(municipalities.latitude));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    state: { code: row.stateCode, name: row.stateName },
    latitude: row.latitude ?? 0,
    longitude: row.longitude ?? 0,
  }));
}
