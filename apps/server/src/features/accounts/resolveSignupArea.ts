import { distanceKm, toSearchKey, type WireNewArea } from '@vizinhos/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { createId } from '../../auth/createToken.ts';
import type { Database } from '../../db/openDatabase.ts';
import { areas, municipalities, states, users } from '../../db/schema.ts';
import { httpError } from '../../http/httpError.ts';
import { accountsServerTexts } from './accounts.texts.ts';

/** How far from a place an existing area may be to be chosen for it automatically. */
const nearbyAreaKm = 3;

/** Where a newcomer goes: an area id, or a proposal to create. */
export type SignupPlace = {
  areaId?: string;
  newArea?: WireNewArea;
  lat?: number;
  lon?: number;
  invitedAreaId?: string;
};

/** Finds the municipality a proposal names (city and state by name or UF, accents ignored). */
async function findMunicipality(db: Database, city: string, state: string) {
  const stateKey = toSearchKey(state);
  const rows = await db
    .select({
      id: municipalities.id,
      name: municipalities.name,
      latitude: municipalities.latitude,
      longitude: municipalities.longitude,
      stateName: states.name,
      stateCode: states.code,
    })
    .from(municipalities)
    .innerJoin(states, eq(states.code, municipalities.stateCode))
    .where(eq(municipalities.searchKey, toSearchKey(city)));
  return (
    rows.find((row) => toSearchKey(row.stateCode) === stateKey || toSearchKey(row.stateName) === stateKey) ??
    null
  );
}

/**
 * Decides the signup's area (spec: Calls): the inviter's, the chosen `area_id`, a new area from the
 * proposal, or an existing area within a few km of lat/lon. Null asks for the manual area search.
 * Runs inside the signup transaction, so a proposal is created only with its first member.
 */
export async function resolveSignupArea(db: Database, place: SignupPlace): Promise<string | null> {
  if (place.invitedAreaId) return place.invitedAreaId;
  if (place.areaId) {
    const [found] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, place.areaId)).limit(1);
    if (!found)
      throw httpError(422, accountsServerTexts.areaNotFound, {
        validationError: accountsServerTexts.areaNotFound,
      });
    return found.id;
  }
  if (place.newArea) {
    const { name, city, state } = place.newArea;
    const municipality = await findMunicipality(db, city, state);
    if (!municipality)
      throw httpError(422, accountsServerTexts.cityNotFound, {
        validationError: accountsServerTexts.cityNotFound,
      });
    const key = toSearchKey(name);
    const [existing] = await db
      .select({ id: areas.id })
      .from(areas)
      .where(and(eq(areas.searchKey, key), eq(areas.municipalityId, municipality.id)))
      .limit(1);
    if (existing) return existing.id;
    const id = createId();
    await db.insert(areas).values({
      id,
      name: name.trim(),
      searchKey: key,
      areaType: place.newArea.area_type ?? 'neighborhood',
      municipalityId: municipality.id,
      parentArea: place.newArea.parent_area ?? null,
      parentAreaType: place.newArea.parent_area_type ?? null,
      latitude: place.lat ?? municipality.latitude,
      longitude: place.lon ?? municipality.longitude,
    });
    return id;
  }
  if (place.lat !== undefined && place.lon !== undefined) {
    const candidates = await db
      .select({ id: areas.id, latitude: areas.latitude, longitude: areas.longitude })
      .from(areas)
      .where(sql`${areas.latitude} between ${place.lat - 0.1} and ${place.lat + 0.1}`);
    let best: { id: string; km: number } | null = null;
    for (const area of candidates) {
      if (area.latitude === null || area.longitude === null) continue;
      const km = distanceKm(place.lat, place.lon, area.latitude, area.longitude);
      if (km <= nearbyAreaKm && (!best || km < best.km)) best = { id: area.id, km };
    }
    return best?.id ?? null;
  }
  return null;
}

/** The role of a newcomer: the first member of an area founds it (spec: Roles and permissions). */
export async function roleForNewcomer(db: Database, areaId: string): Promise<'Fundador' | 'Membro'> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.areaId, areaId));
  return (row?.n ?? 0) === 0 ? 'Fundador' : 'Membro';
}
