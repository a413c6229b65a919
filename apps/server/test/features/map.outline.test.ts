// The area boundary drawn on the real map (beyond the spec's canvas), read back by the map view,
// and the approximate location of a Segurança post.
import { apiPaths, approximateLocationField } from '@vizinhos/api';
import { areaBoundaryTexts } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call, postForm } from './postsHelpers.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
  cookie = await server.login('maria');
});
afterAll(() => server.close());

const outline = [
  { lat: -23.5815, lng: -46.6405 },
  { lat: -23.5815, lng: -46.6285 },
  { lat: -23.5965, lng: -46.6285 },
  { lat: -23.5965, lng: -46.6405 },
];
const post = (payload: unknown) =>
  server.app.inject({
    method: 'POST',
    url: apiPaths.areaPolygon,
    payload: payload as object,
    headers: { cookie },
  });
const read = () => server.app.inject({ method: 'GET', url: apiPaths.areaPolygon, headers: { cookie } });

describe('POST and GET users/me/area_polygon with an outline in degrees', () => {
  it('stores the outline with the area and answers it, with the canvas polygon, to the map view', async () => {
    expect((await read()).json()).toEqual({ polygon: null, outline: null });
    expect((await post({ outline })).statusCode).toBe(200);
    expect((await read()).json()).toEqual({ polygon: null, outline });
    const polygon = [
      { x: 0.1, y: 0.1 },
      { x: 0.9, y: 0.1 },
      { x: 0.5, y: 0.8 },
    ];
    expect((await post({ polygon })).statusCode).toBe(200);
    expect((await read()).json()).toEqual({ polygon, outline });
  });

  it.each([
    [
      'fewer than 3 points (spec: Validation rules)',
      { outline: outline.slice(0, 2) },
      422,
      areaBoundaryTexts.tooFewPoints,
    ],
    [
      'a latitude out of range',
      { outline: [...outline.slice(0, 2), { lat: -95, lng: -46.6 }] },
      422,
      areaBoundaryTexts.outOfRange,
    ],
    [
      'a longitude out of range',
      { outline: [...outline.slice(0, 2), { lat: -23.5, lng: 200 }] },
      422,
      areaBoundaryTexts.outOfRange,
    ],
    [
      'a self-crossing outline',
      { outline: [outline[0], outline[2], outline[1], outline[3]] },
      422,
      areaBoundaryTexts.selfCrossing,
    ],
    [
      'a self-crossing canvas polygon',
      {
        polygon: [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
          { x: 1, y: 0 },
          { x: 0, y: 1 },
        ],
      },
      422,
      areaBoundaryTexts.selfCrossing,
    ],
    ['neither polygon nor outline', {}, 400, areaBoundaryTexts.missing],
  ])('refuses %s in Portuguese', async (_name, payload, status, error) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
  });

  it('a refused outline leaves the stored one as it was', async () => {
    await post({ outline: outline.slice(0, 2) });
    expect((await read()).json().outline).toEqual(outline);
  });

  it('401 without a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: apiPaths.areaPolygon })).statusCode).toBe(401);
  });
});

describe('Localização aproximada: the server stores the rounded point', () => {
  const create = (approximate?: string) => {
    const form = postForm({
      title: 'Assalto',
      post_category: 'Segurança',
      location: ['-46.634567', '-23.589123'],
    });
    if (approximate !== undefined) form.set(approximateLocationField, approximate);
    return call(server, cookie, 'POST', apiPaths.posts, form);
  };
  const stored = async (id: string) => {
    const [row] = await server.db
      .select({ latitude: posts.latitude, longitude: posts.longitude })
      .from(posts)
      .where(eq(posts.id, id));
    return row;
  };

  it('on: the point is rounded to about 100 m before it is stored, and answered so', async () => {
    const created = await create('true');
    expect(created.status).toBe(201);
    expect(created.body.posts.location).toEqual([-46.635, -23.589]);
    expect(await stored(created.body.posts.id)).toEqual({ latitude: -23.589, longitude: -46.635 });
  });

  it("off, or a form without the flag (the spec's): the point as picked", async () => {
    for (const flag of ['false', undefined]) {
      const created = await create(flag);
      expect(await stored(created.body.posts.id)).toEqual({ latitude: -23.589123, longitude: -46.634567 });
    }
  });

  it('refuses a flag that is neither true nor false, in Portuguese', async () => {
    const created = await create('talvez');
    expect(created.status).toBe(400);
    expect(created.body.error).toBe('O campo "localização aproximada" é inválido.');
  });
});
