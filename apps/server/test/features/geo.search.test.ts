import { apiPaths } from '@vizinhos/api';
import { toSearchKey } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// Signup finds every town: by name with or without accents, "Town - UF", a state's code or name,
// a neighbourhood's district, and towns with no area yet (to propose one there).
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  const maria = await server.createMember({ username: 'maria', areaName: 'Vila Mariana' });
  await server.createMember({ username: 'paulo', areaName: 'Pinheiros' });
  await server.db.update(areas).set({ parentArea: 'Zona Sul' }).where(eq(areas.id, maria.areaId));
});
afterAll(() => server.close());

type Answer = {
  areas: { name: string; state: string; state_name: string }[];
  towns: { name: string; state: { code: string; name: string } }[];
};

async function search(q: string): Promise<Answer> {
  const response = await server.app.inject({
    method: 'GET',
    url: `${apiPaths.searchAreas}?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET search/areas: every way a newcomer names a place', () => {
  it.each([
    ['SP', ['Pinheiros', 'Vila Mariana']],
    ['sp', ['Pinheiros', 'Vila Mariana']],
    ['São Paulo', ['Pinheiros', 'Vila Mariana']],
    ['são paulo - sp', ['Pinheiros', 'Vila Mariana']],
    ['Sao Paulo - SP', ['Pinheiros', 'Vila Mariana']],
    ['Vila Mariana, São Paulo', ['Vila Mariana']],
    ['pinheiros / SP', ['Pinheiros']],
    ['zona sul', ['Vila Mariana']],
    ['RJ', []],
    ['Campinas - RJ', []],
  ])('%j finds areas %j', async (q, names) => {
    expect((await search(q)).areas.map((area) => area.name)).toEqual(names);
  });

  it('names each area\'s state by code and by name (one spelling of a place: "São Paulo - São Paulo")', async () => {
    const [area] = (await search('mariana')).areas;
    expect(area).toMatchObject({ state: 'SP', state_name: 'São Paulo' });
  });

  it.each([['Campinas'], ['campinas - sp'], ['CAMPINAS, São Paulo']])(
    '%j offers the town without an area, with its state',
    async (q) => {
      const { areas: found, towns } = await search(q);
      expect(found).toEqual([]);
      expect(towns[0]).toMatchObject({ name: 'Campinas', state: { code: 'SP', name: 'São Paulo' } });
    },
  );

  it('finds towns with or without accents, exact names first', async () => {
    for (const q of ['Jundiaí', 'jundiai']) expect((await search(q)).towns[0]?.name).toBe('Jundiaí');
  });

  it('a town that has an area is not offered again; a state code alone offers no towns', async () => {
    const { towns } = await search('São Paulo - SP');
    expect(towns.map((town) => town.name)).not.toContain('São Paulo');
    expect((await search('SP')).towns).toEqual([]);
  });

  it('a town named in another state is not offered for this one', async () => {
    const { towns } = await search('Campinas - BA');
    expect(towns.every((town) => town.state.code === 'BA')).toBe(true);
    expect(toSearchKey(towns.map((town) => town.name).join(' '))).not.toContain('campinas ');
  });
});
