import { apiPaths } from '@vizinhos/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../src/db/schema.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;
let maria: TestMember;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  maria = await server.createMember({ username: 'maria' });
  cookie = await server.login('maria');
});
afterAll(() => server.close());

describe('POST users/me/area_polygon (spec: Calls)', () => {
  const post = (payload: unknown, withCookie = true) =>
    server.app.inject({
      method: 'POST',
      url: apiPaths.areaPolygon,
      payload: payload as object,
      ...(withCookie ? { headers: { cookie } } : {}),
    });

  it("stores the polygon on the caller's area", async () => {
    const polygon = [
      { x: 0.1, y: 0.1 },
      { x: 0.9, y: 0.1 },
      { x: 0.5, y: 0.8 },
    ];
    const response = await post({ polygon });
    expect(response.statusCode).toBe(200);
    const [area] = await server.db
      .select({ polygon: areas.polygon })
      .from(areas)
      .where(eq(areas.id, maria.areaId));
    expect(area?.polygon).toEqual(polygon);
  });

  it.each([
    [
      'fewer than 3 points (spec: Validation rules)',
      {
        polygon: [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ],
      },
      422,
    ],
    [
      'a point outside 0..1',
      {
        polygon: [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
          { x: 2, y: 0 },
        ],
      },
      400,
    ],
    ['no polygon', {}, 400],
    [
      'points that are not numbers',
      {
        polygon: [
          { x: 'a', y: 0 },
          { x: 1, y: 1 },
          { x: 0, y: 1 },
        ],
      },
      400,
    ],
  ])('refuses %s', async (_name, payload, status) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(typeof response.json().error).toBe('string');
  });

  it('401 when not signed in', async () => {
    expect((await post({ polygon: [] }, false)).statusCode).toBe(401);
  });
});
