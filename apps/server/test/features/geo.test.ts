import { apiPaths } from '@vizinhos/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoTexts } from '../../src/features/geo/geo.texts.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  await server.createMember({ username: 'maria', areaName: 'Vila Mariana' });
  await server.createMember({ username: 'joana', areaName: 'Vila Mariana' });
  await server.createMember({ username: 'paulo', areaName: 'Pinheiros' });
});
afterAll(() => server.close());

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET search/areas?q= (spec: Calls; search from 2 characters, spec: Validation rules)', () => {
  it.each([
    ['mariana', ['Vila Mariana']],
    ['MARIANA', ['Vila Mariana']],
    ['são paulo', ['Pinheiros', 'Vila Mariana']],
    ['sao paulo', ['Pinheiros', 'Vila Mariana']],
    ['recife', []],
  ])('%j → %j', async (q, names) => {
    const response = await get(`${apiPaths.searchAreas}?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().areas.map((area: { name: string }) => area.name)).toEqual(names);
  });

  it('answers areas with { $oid }, city, state, full name and user count', async () => {
    const [area] = (await get(`${apiPaths.searchAreas}?q=mariana`)).json().areas;
    expect(area).toMatchObject({
      name: 'Vila Mariana',
      city: 'São Paulo',
      state: 'SP',
      user_count: 2,
      full_name: 'Vila Mariana, São Paulo - SP',
    });
    expect(area._id.$oid).toBe(area.id);
  });

  it.each([[''], ['a'], [' b ']])('refuses %j: under 2 characters', async (q) => {
    const response = await get(`${apiPaths.searchAreas}?q=${encodeURIComponent(q)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(geoTexts.searchTooShort);
  });
});

describe('GET areas?area=&city=&state= (spec: Calls)', () => {
  it.each([
    ['area=mariana&city=S%C3%A3o%20Paulo&state=SP', ['Vila Mariana']],
    ['city=sao%20paulo&state=S%C3%A3o%20Paulo', ['Pinheiros', 'Vila Mariana']],
    ['city=Campinas&state=SP', []],
    ['state=RJ', []],
  ])('%s → %j', async (query, names) => {
    const response = await get(`${apiPaths.areas}?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().areas.map((area: { name: string }) => area.name)).toEqual(names);
  });
});

describe('GET geo/reverse (offline nearest municipality, k-d tree over every seat)', () => {
  it.each([
    [-23.589, -46.634, 'São Paulo', 'SP'],
    [-22.9, -43.2, 'Rio de Janeiro', 'RJ'],
    [-15.8, -47.9, 'Brasília', 'DF'],
    [-22.91, -47.07, 'Campinas', 'SP'],
    [-3.1, -60.0, 'Manaus', 'AM'],
    [-30.03, -51.2, 'Porto Alegre', 'RS'],
    // Borá, the least populous town of São Paulo state: only real geography places it.
    [-22.25, -50.5, 'Borá', 'SP'],
  ])('(%d, %d) → %s/%s', async (lat, lon, name, state) => {
    const response = await get(`${apiPaths.geoReverse}?lat=${lat}&lon=${lon}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().municipality).toMatchObject({ name, state: { code: state } });
  });

  it('a point outside Brazil has no municipality (404 with spec: Error catalogue text)', async () => {
    const response = await get(`${apiPaths.geoReverse}?lat=48.85&lon=2.35`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(geoTexts.noMunicipality);
  });

  it.each([['lat=abc&lon=1'], ['lat=91&lon=0'], ['lon=0']])('400 for %s', async (query) => {
    expect((await get(`${apiPaths.geoReverse}?${query}`)).statusCode).toBe(400);
  });

  it('invariant: any point of the bounding box of Brazil answers a municipality within 300 km or a 404, never an error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.double({ min: -33, max: 4, noNaN: true }),
        fc.double({ min: -73, max: -35, noNaN: true }),
        async (lat, lon) => {
          const response = await get(`${apiPaths.geoReverse}?lat=${lat}&lon=${lon}`);
          expect([200, 404]).toContain(response.statusCode);
          if (response.statusCode === 200) expect(response.json().distance_km).toBeLessThanOrEqual(300);
        },
      ),
      { numRuns: 40 },
    );
  });
});
