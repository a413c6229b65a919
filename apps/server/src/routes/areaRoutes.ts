import { apiPaths } from '@vizinhos/api';
import {
  distanceKm,
  MIN_AREA_SEARCH_LENGTH,
  toSearchKey,
  type WireArea,
  type WireMunicipality,
} from '@vizinhos/domain';
import { and, count, eq, ilike, isNotNull, like, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/openDatabase.ts';
import { areas, municipalities, states, users } from '../db/schema.ts';
import { httpError } from '../http/httpError.ts';
import { readFormValue } from '../http/readFormValue.ts';
import { textSchema } from '../http/requestSchemas.ts';
import { serverTexts } from '../http/serverTexts.ts';
import type { RouteContext } from '../routeContext.ts';

/** Beyond this a point is not in Brazil, so no municipality is "nearest". */
const maxReverseKm = 300;

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

/** Area search, area lookup and reverse geocoding (doc 1 §7; issue 5 item 6). Open to visitors: signup needs them. */
export function registerAreaRoutes(app: FastifyInstance, { db }: RouteContext): void {
  app.get(
    apiPaths.searchAreas,
    { schema: { querystring: { type: 'object', properties: { q: textSchema(100) } } } },
    async (request) => {
      const key = toSearchKey(readFormValue(request.query, 'q') ?? '');
      // doc 1 §5: area search starts at 2 characters.
      if (key.length < MIN_AREA_SEARCH_LENGTH) throw httpError(400, serverTexts.searchTooShort);
      const pattern = `%${escapeLike(key)}%`;
      return {
        areas: await findAreas(
          db,
          or(like(areas.searchKey, pattern), like(municipalities.searchKey, pattern)),
        ),
      };
    },
  );

  app.get(
    apiPaths.areas,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { area: textSchema(100), city: textSchema(100), state: textSchema(60) },
        },
      },
    },
    async (request) => {
      const area = toSearchKey(readFormValue(request.query, 'area') ?? '');
      const city = toSearchKey(readFormValue(request.query, 'city') ?? '');
      const state = (readFormValue(request.query, 'state') ?? '').trim();
      const filters: SQL[] = [];
      if (area) filters.push(like(areas.searchKey, `%${escapeLike(area)}%`));
      if (city) filters.push(eq(municipalities.searchKey, city));
      if (state) {
        const byName = or(eq(states.code, state.toUpperCase()), ilike(states.name, escapeLike(state)));
        if (byName) filters.push(byName);
      }
      return { areas: await findAreas(db, filters.length ? and(...filters) : undefined) };
    },
  );

  let withCoordinates: Promise<(WireMunicipality & { latitude: number; longitude: number })[]> | null = null;
  app.get(
    apiPaths.geoReverse,
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['lat', 'lon'],
          properties: {
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lon: { type: 'number', minimum: -180, maximum: 180 },
          },
        },
      },
    },
    async (request) => {
      const { lat, lon } = request.query as { lat: number; lon: number };
      withCoordinates ??= db
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
        .where(isNotNull(municipalities.latitude))
        .then((rows) =>
          rows.map((row) => ({
            id: row.id,
            name: row.name,
            state: { code: row.stateCode, name: row.stateName },
            latitude: row.latitude ?? 0,
            longitude: row.longitude ?? 0,
          })),
        );
      let best: { municipality: WireMunicipality; km: number } | null = null;
      for (const municipality of await withCoordinates) {
        const km = distanceKm(lat, lon, municipality.latitude, municipality.longitude);
        if (!best || km < best.km) best = { municipality, km };
      }
      if (!best || best.km > maxReverseKm) throw httpError(404, serverTexts.noMunicipality);
      return { municipality: best.municipality, distance_km: Math.round(best.km * 10) / 10 };
    },
  );
}
