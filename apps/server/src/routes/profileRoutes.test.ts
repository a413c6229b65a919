import { apiPaths, maxUploadBytes } from '@vizinhos/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../db/schema.ts';
import { serverTexts } from '../http/serverTexts.ts';
import { startTestServer, type TestMember, type TestServer } from '../testing.ts';

let server: TestServer;
let cookie: string;
let maria: TestMember;

// The smallest valid PNG: a 1x1 transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
  maria = await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'joao' });
  cookie = await server.login('maria');
});
afterAll(() => server.close());

function putMe(fields: Record<string, string | Blob>, withCookie = true) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return fetch(`${server.url}${apiPaths.me}`, {
    method: 'PUT',
    body: form,
    headers: withCookie ? { cookie } : {},
  });
}

describe('PUT users/me (doc 2 §7: user[username], names, summary, avatar)', () => {
  it('updates the texts and answers the updated user under users', async () => {
    const response = await putMe({
      'user[first_name]': 'Maria Clara',
      'user[last_name]': 'Souza',
      'user[summary]': 'Moro aqui há 10 anos.',
    });
    expect(response.status).toBe(200);
    expect((await response.json()).users).toMatchObject({
      first_name: 'Maria Clara',
      last_name: 'Souza',
      summary: 'Moro aqui há 10 anos.',
    });
  });

  it('renames, refusing a name taken in any case', async () => {
    expect((await putMe({ 'user[username]': 'JOAO' })).status).toBe(409);
    const renamed = await putMe({ 'user[username]': 'maria.clara' });
    expect((await renamed.json()).users.username).toBe('maria.clara');
    await putMe({ 'user[username]': 'maria' });
  });

  it('stores a real PNG avatar and serves it back with its type', async () => {
    const response = await putMe({ 'user[avatar]': new Blob([png], { type: 'image/png' }) });
    expect(response.status).toBe(200);
    const { users } = await response.json();
    expect(users.avatar).toMatch(/^\/api\/v1\/images\/[0-9a-f]{24}$/);
    const image = await fetch(`${server.url}${users.avatar}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
  });

  it.each([
    ['HTML named .png', new Blob(['<html></html>'], { type: 'image/png' }), 415, serverTexts.imageInvalid],
    ['an avatar sent as text', '<svg/>', 415, serverTexts.imageInvalid],
    [
      'a file over 10 MB',
      new Blob([png, new Uint8Array(maxUploadBytes)], { type: 'image/png' }),
      413,
      serverTexts.tooLarge,
    ],
  ])('refuses %s', async (_name, avatar, status, text) => {
    const response = await putMe({ 'user[avatar]': avatar });
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(text);
  });

  it.each([
    ['blank first name', { 'user[first_name]': '  ' }, 422, serverTexts.fieldRequired('nome')],
    [
      'summary over 500 characters',
      { 'user[summary]': 'a'.repeat(501) },
      400,
      serverTexts.fieldInvalid('resumo'),
    ],
    ['bad username', { 'user[username]': 'x' }, 422, serverTexts.usernameFormat],
  ])('refuses %s', async (_name, fields, status, text) => {
    const response = await putMe(fields);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(text);
  });

  it('401 when not signed in', async () => {
    expect((await putMe({ 'user[summary]': 'x' }, false)).status).toBe(401);
  });
});

describe('POST users/me/area_polygon (doc 1 §7)', () => {
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
      'fewer than 3 points (doc 1 §5)',
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

describe('POST analyzer (doc 2 §7: multipart body → results)', () => {
  const analyze = (text: string | undefined, withCookie = true) => {
    const form = new FormData();
    if (text !== undefined) form.set('body', text);
    return fetch(`${server.url}${apiPaths.analyzer}`, {
      method: 'POST',
      body: form,
      headers: withCookie ? { cookie } : {},
    });
  };

  it('answers objectivity_score, objectivity and suggestions', async () => {
    const response = await analyze(
      'Assalto na Rua Vergueiro, 300, às 14h de ontem. A polícia registrou boletim.',
    );
    expect(response.status).toBe(200);
    const { results } = await response.json();
    expect(results.objectivity_score).toBe(results.objectivity);
    expect(results.objectivity).toBeGreaterThanOrEqual(0);
    expect(results.objectivity).toBeLessThanOrEqual(100);
    expect(Array.isArray(results.suggestions)).toBe(true);
  });

  it('400 without body, 401 when not signed in', async () => {
    expect((await analyze(undefined)).status).toBe(400);
    expect((await analyze('texto', false)).status).toBe(401);
  });
});
