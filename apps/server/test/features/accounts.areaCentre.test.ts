import { apiPaths } from '@vizinhos/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, municipalities } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// The map centres on the resident's area (spec: Screens and routes: map view); an area saved
// without coordinates is placed by its municipality from the offline geography.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type MeArea = { latitude: number | null; longitude: number | null; area_full: string };

async function readArea(username: string): Promise<MeArea> {
  const cookie = await server.login(username);
  const answer = await fetch(`${server.url}${apiPaths.me}`, { headers: { cookie } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { users: { area: MeArea } }).users.area;
}

describe('GET users/me: the area coordinates', () => {
  it('keeps the area’s own coordinates when it has them', async () => {
    await server.createMember({ username: 'ana.lima', areaName: 'Vila Mariana' });
    const area = await readArea('ana.lima');
    expect(area.latitude).toBeCloseTo(-23.55, 5);
    expect(area.longitude).toBeCloseTo(-46.63, 5);
  });

  it('takes the municipality’s coordinates when the area has none', async () => {
    const member = await server.createMember({ username: 'rita.alves', areaName: 'Boa Viagem' });
    const [recife] = await server.db
      .select({
        id: municipalities.id,
        latitude: municipalities.latitude,
        longitude: municipalities.longitude,
      })
      .from(municipalities)
      .where(and(eq(municipalities.searchKey, 'recife'), eq(municipalities.stateCode, 'PE')));
    if (!recife || recife.latitude === null || recife.longitude === null)
      throw new Error('the seed geography has no Recife with coordinates');
    await server.db
      .update(areas)
      .set({ municipalityId: recife.id, latitude: null, longitude: null })
      .where(eq(areas.id, member.areaId));
    const area = await readArea('rita.alves');
    expect(area.area_full).toBe('Boa Viagem, Recife - PE');
    expect(area.latitude).toBeCloseTo(recife.latitude, 5);
    expect(area.longitude).toBeCloseTo(recife.longitude, 5);
    // Recife, not São Paulo's default centre.
    expect(area.latitude).toBeGreaterThan(-9);
  });
});
