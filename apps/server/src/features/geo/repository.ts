// The SQL of geography: areas with their city, state and member count, and municipalities with
// coordinates for reverse geocoding.
import type { WireArea, WireMunicipality } from '@vizinhos/domain';
import { and, count, eq, ilike, isNotNull, like, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/openDatabase.ts';
import { areas, municipalities, states, users } from '../../db/schema.ts';

/** A municipality with the coordinates of its seat. */
export type PlacedMunicipality = WireMunicipality & { latitude: number; longitude: number };

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

async function findAreas(db: Database, where: SQL | undefined): Promise<WireArea[]> {
  const rows = await db
    .select({
      id: areas.id,
      name: areas.name,
      createdAt: areas.createdAt,
      latitude: areas.latitude,
      longitude: areas.longitude,
      city: municipalities.name,
      state: states.code,
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
    user_count: row.userCount,
    created_at: row.createdAt.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
  }));
}

/** Areas whose name or city contains the search key (already folded by toSearchKey). */
export function searchAreas(db: Database, key: string): Promise<WireArea[]> {
  const pattern = `%${escapeLike(key)}%`;
  return findAreas(db, or(like(areas.searchKey, pattern), like(municipalities.searchKey, pattern)));
}

/** Areas filtered by name part, exact city key and state (UF or name); every filter optional. */
export function filterAreas(
  db: Database,
  filter: { area: string; city: string; state: string },
): Promise<WireArea[]> {
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
