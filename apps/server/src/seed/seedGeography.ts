import { readFileSync } from 'node:fs';
import { toSearchKey } from '@vizinhos/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase.ts';
import { municipalities, states } from '../db/schema.ts';

type GeoFile = {
  states: { code: string; name: string }[];
  municipalities: ([string, string] | [string, string, number, number])[];
};

const geoFile = new URL('../../geo/brazil.json', import.meta.url);

/** Loads the 27 states and the municipalities once, when the tables are empty. */
export async function seedGeography(db: Database): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(states);
  if ((row?.count ?? 0) > 0) return;
  const data = JSON.parse(readFileSync(geoFile, 'utf8')) as GeoFile;
  await db.transaction(async (tx) => {
    await tx.insert(states).values(data.states);
    const rows = data.municipalities.map(([stateCode, name, latitude, longitude], index) => ({
      id: index + 1,
      stateCode,
      name,
      searchKey: toSearchKey(name),
      latitude: latitude ?? null,
      longitude: longitude ?? null,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await tx.insert(municipalities).values(rows.slice(start, start + 1000));
    }
  });
}
