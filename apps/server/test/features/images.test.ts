import { apiPaths } from '@vizinhos/api';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagesTexts } from '../../src/features/images/images.texts.ts';
import { htmlTail, makeImage, makeJpegWithGps } from '../support/imageFixtures.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// Uploads are decoded and encoded again by a real image library: nothing but pixels survives, and
// they are served to signed-in members of the area that may see them only.
let server: TestServer;
let maria: string;
let vizinho: string;
let estranho: string;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'vizinho' });
  await server.createMember({ username: 'estranho', areaName: 'Moema' });
  maria = await server.login('maria');
  vizinho = await server.login('vizinho');
  estranho = await server.login('estranho');
});
afterAll(() => server.close());

async function uploadAvatar(cookie: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.set('user[avatar]', new Blob([new Uint8Array(bytes)], { type }), 'avatar');
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  const response = await server.app.inject({
    method: 'PUT',
    url: apiPaths.me,
    headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return response;
}

const fetchImage = (path: string, cookie?: string) =>
  server.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });

describe('uploads re-encoded (no metadata, no appended bytes)', () => {
  it('a JPEG with a GPS position is served back with no EXIF, GPS or XMP', async () => {
    const photo = await makeJpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await uploadAvatar(maria, photo, 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const image = await fetchImage(response.json().users.avatar, maria);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const served = image.rawPayload;
    const metadata = await sharp(served).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(served.includes('Exif')).toBe(false);
    expect(served.includes('Rua das Flores')).toBe(false);
    expect(served.includes('Celular')).toBe(false);
  });

  it.each([
    ['PNG', 'png', 'image/png'],
    ['GIF', 'gif', 'image/png'],
    ['WebP', 'webp', 'image/webp'],
  ] as const)('a %s with HTML appended is served without it, as %s', async (_name, format, type) => {
    const polyglot = Buffer.concat([await makeImage(format), htmlTail]);
    const response = await uploadAvatar(maria, polyglot);
    expect(response.statusCode).toBe(200);
    const image = await fetchImage(response.json().users.avatar, maria);
    expect(image.headers['content-type']).toBe(type);
    expect(image.rawPayload.includes('<html')).toBe(false);
    expect(image.rawPayload.includes('<script')).toBe(false);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(64);
  });

  it('bounds the dimensions', async () => {
    const response = await uploadAvatar(maria, await makeImage('png', 3000, 60));
    const image = await fetchImage(response.json().users.avatar, maria);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(2048);
  });

  it.each([
    ['HTML named .png', async () => Buffer.from('<html><script>alert(1)</script></html>')],
    ['a truncated PNG', async () => (await makeImage('png')).subarray(0, 60)],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
  ])('refuses %s with a Portuguese 415', async (_name, bytes) => {
    const response = await uploadAvatar(maria, await bytes());
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe(imagesTexts.imageInvalid);
  });
});

describe('serving images', () => {
  it('to signed-in members of the area only, with nosniff, the real type and a sandboxing CSP', async () => {
    const response = await uploadAvatar(maria, await makeImage('png'));
    const path = response.json().users.avatar as string;
    const neighbour = await fetchImage(path, vizinho);
    expect(neighbour.statusCode).toBe(200);
    expect(neighbour.headers['content-type']).toBe('image/png');
    expect(neighbour.headers['x-content-type-options']).toBe('nosniff');
    expect(neighbour.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(neighbour.headers['cache-control']).toMatch(/no-store/);
    expect((await fetchImage(path)).statusCode).toBe(401);
    const stranger = await fetchImage(path, estranho);
    const unknown = await fetchImage(`${apiPaths.images}/${'f'.repeat(24)}`, estranho);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).toBe(unknown.body);
  });

  it('a replaced avatar is gone (404)', async () => {
    const first = (await uploadAvatar(maria, await makeImage('png'))).json().users.avatar as string;
    expect((await fetchImage(first, maria)).statusCode).toBe(200);
    const second = (await uploadAvatar(maria, await makeImage('jpeg'))).json().users.avatar as string;
    expect(second).not.toBe(first);
    expect((await fetchImage(first, maria)).statusCode).toBe(404);
    expect((await fetchImage(second, maria)).statusCode).toBe(200);
  });
});

describe('the upload quota per resident', () => {
  it('answers 429 with Retry-After past the hourly count, and 413 past the total, each naming the real limit', async () => {
    const { buildApp } = await import('../../src/app.ts');
    const { app } = await buildApp({
      db: server.db,
      uploadQuota: { perHour: { count: 2, bytes: 1024 * 1024 }, total: { count: 100, bytes: 100 * 1024 } },
    });
    const limited = await server.createMember({ username: 'limitada' });
    const login = await app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      payload: { user: limited.username, password: limited.password },
    });
    const cookie = `vz_session=${login.cookies.find((c) => c.name === 'vz_session')?.value}`;
    const png = await makeImage('png');
    const send = async (bytes: Buffer) => {
      const form = new FormData();
      form.set('user[avatar]', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
      const request = new Request('http://localhost/', { method: 'PUT', body: form });
      return app.inject({
        method: 'PUT',
        url: apiPaths.me,
        headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    expect((await send(png)).statusCode).toBe(200);
    expect((await send(png)).statusCode).toBe(200);
    const third = await send(png);
    expect(third.statusCode).toBe(429);
    expect(third.json().error).toBe(imagesTexts.hourlyQuota(2, '1 MB'));
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    const { app: small } = await buildApp({
      db: server.db,
      uploadQuota: { perHour: { count: 100, bytes: 10 * 1024 * 1024 }, total: { count: 100, bytes: 512 } },
    });
    const big = await makeImage('png');
    const form = new FormData();
    form.set('user[avatar]', new Blob([new Uint8Array(big)], { type: 'image/png' }), 'a.png');
    const request = new Request('http://localhost/', { method: 'PUT', body: form });
    const tooMuch = await small.inject({
      method: 'PUT',
      url: apiPaths.me,
      headers: { cookie, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(big.byteLength).toBeGreaterThan(512);
    expect(tooMuch.statusCode).toBe(413);
    expect(tooMuch.json().error).toBe(imagesTexts.totalQuota(100, '512 bytes'));
    await app.close();
    await small.close();
  });
});

describe('a post’s image: a phone photo turned upright and stripped, with its alt text', () => {
  /** A portrait phone photo: 64×48 pixels stored sideways, EXIF orientation 6 (turn 90° clockwise) and a GPS position. */
  async function sidewaysPhoto(): Promise<Buffer> {
    return sharp(await makeJpegWithGps())
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
  }

  async function sendPost(
    method: 'POST' | 'PUT',
    fields: Record<string, string | Buffer>,
    path: string = apiPaths.posts,
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (typeof value === 'string') form.set(name, value);
      else form.set(name, new Blob([new Uint8Array(value)], { type: 'image/jpeg' }), 'foto.jpg');
    const request = new Request('http://localhost/', { method, body: form });
    return server.app.inject({
      method,
      url: path,
      headers: { cookie: maria, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  it('stores the photo upright (EXIF orientation applied) with no EXIF, GPS or orientation left', async () => {
    const photo = await sidewaysPhoto();
    const sent = await sharp(photo).metadata();
    expect([sent.width, sent.height, sent.orientation]).toEqual([64, 48, 6]);
    expect(photo.includes('Celular')).toBe(true);
    const answer = await sendPost('POST', { 'post[title]': 'Buraco na calçada', 'post[image]': photo });
    expect(answer.statusCode).toBe(201);
    const image = await fetchImage(answer.json().posts.image_url, vizinho);
    const stored = await sharp(image.rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([48, 64]);
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(image.rawPayload.includes('Exif')).toBe(false);
    expect(image.rawPayload.includes('Celular')).toBe(false);
  });

  it('keeps the alt text with the image, trimmed, and answers it as image_alt; an edit changes or clears it', async () => {
    const created = await sendPost('POST', {
      'post[title]': 'Árvore caída',
      'post[image]': await makeImage('jpeg'),
      'post[image_alt]': '  Árvore caída sobre a calçada da Rua das Flores  ',
    });
    expect(created.statusCode).toBe(201);
    const post = created.json().posts;
    expect(post.image_alt).toBe('Árvore caída sobre a calçada da Rua das Flores');
    const path = `${apiPaths.posts}/${post.id}`;
    const renamed = await sendPost(
      'PUT',
      { 'post[title]': 'Árvore caída', 'post[image_alt]': 'Árvore no chão' },
      path,
    );
    expect(renamed.json().posts.image_alt).toBe('Árvore no chão');
    expect(renamed.json().posts.image_url).toBe(post.image_url);
    const kept = await sendPost('PUT', { 'post[title]': 'Árvore caída de novo' }, path);
    expect(kept.json().posts.image_alt).toBe('Árvore no chão');
    const cleared = await sendPost('PUT', { 'post[title]': 'Árvore caída', 'post[image_alt]': '  ' }, path);
    expect(cleared.statusCode).toBe(200);
    expect('image_alt' in cleared.json().posts).toBe(false);
    const read = await server.app.inject({ method: 'GET', url: path, headers: { cookie: vizinho } });
    expect('image_alt' in read.json().posts).toBe(false);
  });

  it.each([
    [
      'an alt text past 250 characters',
      { 'post[image_alt]': 'á'.repeat(251) },
      'A descrição da imagem deve ter no máximo 250 caracteres.',
    ],
    [
      'an alt text without an image',
      { 'post[image_alt]': 'Uma foto' },
      'A descrição da imagem só pode ser enviada junto com uma imagem.',
    ],
  ])('refuses %s with a Portuguese 422', async (_name, fields, error) => {
    const answer = await sendPost('POST', { 'post[title]': 'Com foto', ...fields });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ error });
  });

  it('250 characters are accepted', async () => {
    const answer = await sendPost('POST', {
      'post[title]': 'Com foto',
      'post[image]': await makeImage('png'),
      'post[image_alt]': 'á'.repeat(250),
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().posts.image_alt).toHaveLength(250);
  });
});
