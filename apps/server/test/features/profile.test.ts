import { apiPaths, maxUploadBytes } from '@vizinhos/api';
import { accountTexts } from '@vizinhos/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileTexts } from '../../src/features/profile/profile.texts.ts';
import { serverTexts } from '../../src/http/server.texts.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;

// The smallest valid PNG: a 1x1 transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
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

describe('PUT users/me (spec: Calls: user[username], names, summary, avatar)', () => {
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
    const image = await fetch(`${server.url}${users.avatar}`, { headers: { cookie } });
    expect(image.headers.get('content-type')).toBe('image/png');
    // Re-encoded (no metadata survives): the same picture, not the same bytes.
    const served = await sharp(Buffer.from(await image.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sent = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([served.info.width, served.info.height]).toEqual([sent.info.width, sent.info.height]);
    expect(served.data.equals(sent.data)).toBe(true);
  });

  it.each([
    ['HTML named .png', new Blob(['<html></html>'], { type: 'image/png' }), 415, profileTexts.imageInvalid],
    ['an avatar sent as text', '<svg/>', 415, profileTexts.imageInvalid],
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
    ['bad username', { 'user[username]': 'x' }, 422, accountTexts.usernameFormat],
  ])('refuses %s', async (_name, fields, status, text) => {
    const response = await putMe(fields);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(text);
  });

  it('401 when not signed in', async () => {
    expect((await putMe({ 'user[summary]': 'x' }, false)).status).toBe(401);
  });
});
