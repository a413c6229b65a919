import { apiPaths, maxUploadBytes } from '@vizinhos/api';
import { accountsDomainTexts } from '@vizinhos/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsServerTexts } from '../../src/features/accounts/accounts.texts.ts';
import { profileServerTexts } from '../../src/features/profile/profile.texts.ts';
import { serverTexts } from '../../src/http/server.texts.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;
let joao: TestMember;

// The smallest valid PNG: a 1x1 transparent pixel.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
  joao = await server.createMember({ username: 'joao' });
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
    const taken = await putMe({ 'user[username]': 'JOAO' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toBe(accountsServerTexts.usernameTaken);
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
    [
      'HTML named .png',
      new Blob(['<html></html>'], { type: 'image/png' }),
      415,
      profileServerTexts.imageInvalid,
    ],
    ['an avatar sent as text', '<svg/>', 415, profileServerTexts.imageInvalid],
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
    ['bad username', { 'user[username]': 'x' }, 422, accountsDomainTexts.usernameFormat],
    [
      'username over 30 characters',
      { 'user[username]': 'a'.repeat(31) },
      400,
      serverTexts.fieldInvalid('nome de usuário'),
    ],
    [
      'first name over 60 characters',
      { 'user[first_name]': 'a'.repeat(61) },
      400,
      serverTexts.fieldInvalid('nome'),
    ],
    ['blank last name', { 'user[last_name]': ' ' }, 422, serverTexts.fieldRequired('sobrenome')],
  ])('refuses %s', async (_name, fields, status, text) => {
    const response = await putMe(fields);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toBe(text);
  });

  it('401 when not signed in', async () => {
    expect((await putMe({ 'user[summary]': 'x' }, false)).status).toBe(401);
  });
});

describe('only the owner edits a profile (spec: Roles and permissions)', () => {
  it.each(['PUT', 'PATCH', 'DELETE'])(
    "%s users/{another's id} is refused and changes nothing",
    async (method) => {
      const form = new FormData();
      form.set('user[first_name]', 'Invasor');
      const response = await fetch(`${server.url}${apiPaths.users}/${joao.id}`, {
        method,
        body: form,
        headers: { cookie },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect((await response.json()).error).toMatch(/[ãáéíóúç]|[Nn]ão/);
      const joaoNow = await fetch(`${server.url}${apiPaths.users}/${joao.id}`, { headers: { cookie } });
      expect((await joaoNow.json()).users.first_name).toBe('joao');
    },
  );

  it("PUT users/me ignores another resident's id in the body", async () => {
    const response = await putMe({ 'user[id]': joao.id, id: joao.id, 'user[first_name]': 'Maria' });
    expect(response.status).toBe(200);
    expect((await response.json()).users.username).toBe('maria');
    const joaoNow = await fetch(`${server.url}${apiPaths.users}/${joao.id}`, { headers: { cookie } });
    expect((await joaoNow.json()).users.first_name).toBe('joao');
  });

  it("another member's profile never carries e-mail, invite code or stomp_key; one's own does", async () => {
    const flags = '?include_area=true&include_counts=true&include_activity=true&include_objectivity=true';
    const other = await (
      await fetch(`${server.url}${apiPaths.users}/${joao.id}${flags}`, { headers: { cookie } })
    ).json();
    expect(other.users.username).toBe('joao');
    for (const key of ['email', 'invite_code', 'stomp_key', 'password', 'password_hash', 'passwordHash'])
      expect(other.users).not.toHaveProperty(key);
    const me = await (await fetch(`${server.url}${apiPaths.me}`, { headers: { cookie } })).json();
    const own = await (
      await fetch(`${server.url}${apiPaths.users}/${me.users.id}${flags}`, { headers: { cookie } })
    ).json();
    expect(own.users).toMatchObject({
      email: me.users.email,
      invite_code: me.users.invite_code,
      stomp_key: me.users.stomp_key,
    });
  });
});
