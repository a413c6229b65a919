// Real geography: every IBGE municipality of the seed file has the coordinates of its seat
// (scripts/buildGeography.ts matches them by state and folded name), and the seed stores them.
import { readFileSync } from 'node:fs';
import { distanceKm } from '@vizinhos/domain';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipalities } from '../../src/db/schema.ts';
import { seedGeography } from '../../src/seed/seedGeography.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Row = [string, string] | [string, string, number, number];
const file = JSON.parse(readFileSync(new URL('../../geo/brazil.json', import.meta.url), 'utf8')) as {
  source: string;
  municipalities: Row[];
};

/** Brazil's bounding box, islands included (Fernando de Noronha, Trindade). */
const inBrazil = (lat: number, lon: number) => lat >= -34 && lat <= 5.3 && lon >= -74 && lon <= -28.8;

describe('the geography file (scripts/buildGeography.ts)', () => {
  const placed = file.municipalities.filter(
    (row): row is [string, string, number, number] => row.length === 4,
  );
  const rest = file.municipalities
    .filter((row) => row.length !== 4)
    .map(([state, name]) => `${name} - ${state}`);

  it('places every IBGE municipality: reports how many matched and lists the rest', () => {
    console.info(`${placed.length} of ${file.municipalities.length} municipalities have coordinates`);
    if (rest.length) console.info(`Without coordinates: ${rest.join('; ')}`);
    expect(file.municipalities).toHaveLength(5564);
    expect(rest).toEqual([]);
  });

  it('every seat lies in Brazil', () => {
    expect(placed.filter(([, , lat, lon]) => !inBrazil(lat, lon))).toEqual([]);
  });

  it.each([
    ['SP', 'São Paulo', -23.55, -46.63],
    ['SP', 'Campinas', -22.91, -47.06],
    ['AM', 'Manaus', -3.12, -60.02],
    ['RS', 'Porto Alegre', -30.03, -51.23],
    ['SP', 'Borá', -22.27, -50.54],
    ['MG', 'Serra da Saudade', -19.44, -45.8],
    ['RJ', 'Parati', -23.22, -44.71],
  ])('%s/%s lies within 10 km of its seat', (state, name, lat, lon) => {
    const row = placed.find(([s, n]) => s === state && n === name);
    expect(row).toBeDefined();
    const [, , seatLat, seatLon] = row ?? [];
    expect(distanceKm(lat, lon, seatLat ?? 0, seatLon ?? 0)).toBeLessThan(10);
  });

  it('names its sources and licence', () => {
    expect(file.source).toMatch(/GeoNames/);
    expect(file.source).toMatch(/ODbL/);
  });
});

describe('the seed stores every seat', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ listen: false });
  });
  afterAll(() => server.close());

  it('no municipality without coordinates', async () => {
    const [all] = await server.db.select({ n: sql<number>`count(*)::int` }).from(municipalities);
    const [missing] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(municipalities)
      .where(isNull(municipalities.latitude));
    expect(all?.n).toBe(5564);
    expect(missing?.n).toBe(0);
  });

  it('a database seeded before real geography gets the missing seats on the next start', async () => {
    await server.db
      .update(municipalities)
      .set({ latitude: null, longitude: null })
      .where(sql`${municipalities.id} > 200`);
    await seedGeography(server.db);
    const [missing] = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(municipalities)
      .where(isNull(municipalities.longitude));
    expect(missing?.n).toBe(0);
  });
});
