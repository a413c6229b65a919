import { readFileSync } from 'node:fs';
import { toSearchKey } from '@vizinhos/domain';
import { isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { municipalities, states } from '../db/schema.ts';

type GeoFile = {
  states: { code: string; name: string }[];
  municipalities: ([string, string] | [string, string, number, number])[];
};

/** Every municipality with the coordinates of its seat, built by scripts/buildGeography.ts. */
const geoFile = new URL('../../geo/brazil.json', import.meta.url);

/**
 * Loads the 27 states and the 5,564 municipalities once, when the tables are empty; a database
 * seeded before every seat had coordinates gets the missing ones (ids follow the file's order).
 */
export async function seedGeography(db: Database): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(states);
  const data = JSON.parse(readFileSync(geoFile, 'utf8')) as GeoFile;
  const rows = data.municipalities.map(([stateCode, name, latitude, longitude], index) => ({
    id: index + 1,
    stateCode,
    name,
    searchKey: toSearchKey(name),
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  }));
  if ((row?.count ?? 0) > 0) return fillCoordinates(db, rows);
  await db.transaction(async (tx) => {
    await tx.insert(states).values(data.states);
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(municipalities).values(rows.slice(start, start + 1000));
    }
  });
}

type Row = { id: number; latitude: number | null; longitude: number | null };

async function fillCoordinates(db: Database, rows: readonly Row[]): Promise<void> {
  const [placed] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(municipalities)
    .where(isNotNull(municipalities.latitude));
  const located = rows.filter((row) => row.latitude !== null && row.longitude !== null);
  if ((placed?.count ?? 0) >= located.length) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < located.length; start += 1000) {
      const values = sql.join(
        located
          .slice(start, start + 1000)
          .map((r) => sql`(${r.id}::int, ${r.latitude}::float8, ${r.longitude}::float8)`),
        sql`, `,
      );
      await tx.execute(sql`update municipalities as m set latitude = v.lat, longitude = v.lon
        from (values ${values}) as v(id, lat, lon) where m.id = v.id and m.latitude is null`);
    }
  });
}
