import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { images } from '../../src/db/schema.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let app: BuiltApp['app'];
let member: TestMember;
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(24).fill(0)]);
const imageId = 'a'.repeat(24);

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  member = await server.createMember({ username: 'lia' });
  await server.db
    .insert(images)
    .values({ id: imageId, ownerId: member.id, mimeType: 'image/png', bytes: png });
  const root = mkdtempSync(`${tmpdir()}/vz-csp-`);
  writeFileSync(`${root}/index.html`, '<!doctype html><title>Vizinhos</title>');
  mkdirSync(`${root}/assets`);
  writeFileSync(`${root}/assets/logo-Ab12Cd34.svg`, '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(`${root}/sw.js`, 'self.addEventListener("push", () => {});');
  ({ app } = await buildApp({ db: server.db, webDist: root, mapTileHost: 'https://tile.openstreetmap.org' }));
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const directives = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

// Each answer is asked for only when a test reads it: a request left running would outlive the app.
const answers = {
  page: () => app.inject({ method: 'GET', url: '/membros', headers: { host: 'vizinhos.example' } }),
  api: () => app.inject({ method: 'GET', url: apiPaths.me }),
  // Images are served to signed-in members of the owner's area only.
  image: () =>
    server
      .login('lia')
      .then((cookie) =>
        app.inject({ method: 'GET', url: `${apiPaths.images}/${imageId}`, headers: { cookie } }),
      ),
};

describe('security headers on the page, an API answer and an image', () => {
  it.each(['page', 'api', 'image'] as const)(
    '%s: nosniff, referrer, COOP, no framing, permissions',
    async (kind) => {
      const { headers } = await answers[kind]();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['permissions-policy']).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it.each(['page', 'api'] as const)('%s: the strict CSP', async (kind) => {
    const csp = directives((await answers[kind]()).headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('the page may connect to its own origin and its own WebSocket only', async () => {
    const csp = directives((await answers.page()).headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws://vizinhos.example']);
  });

  it('an uploaded image: its real type, nosniff and a sandboxing CSP', async () => {
    const image = await answers.image();
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('HSTS, upgrade-insecure-requests and a Secure cookie only over HTTPS behind a trusted proxy', async () => {
    const { app: proxied } = await buildApp({ db: server.db, trustProxy: true });
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vizinhos.example' };
    const secure = await proxied.inject({ method: 'GET', url: apiPaths.me, headers: https });
    const plain = await proxied.inject({ method: 'GET', url: apiPaths.me });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(secure.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/);
    expect(directives(secure.headers['content-security-policy']).get('connect-src')).toContain(
      'wss://vizinhos.example',
    );
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    await proxied.close();
  });

  it('a Host header that is not a plain host never enters the policy', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'evil.example; script-src *' },
    });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toMatch(/evil|script-src \*/);
  });
});

describe("the built app's files that could be documents (the rest: delivery.test.ts)", () => {
  it('the service worker keeps the CSP and the rest (its CSP is its own)', async () => {
    const { statusCode, headers } = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(statusCode).toBe(200);
    expect(directives(headers['content-security-policy']).get('default-src')).toEqual(["'self'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('an SVG, which could be opened as a page, runs nothing there: an image’s policy', async () => {
    const { statusCode, headers } = await app.inject({ method: 'GET', url: '/assets/logo-Ab12Cd34.svg' });
    expect(statusCode).toBe(200);
    expect(directives(headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(directives(headers['content-security-policy']).has('sandbox')).toBe(true);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('a page whose build asks for a nonce', () => {
  it('gets a fresh nonce in the HTML and in its CSP on every answer; a 304 keeps the one it holds', async () => {
    const root = mkdtempSync(`${tmpdir()}/vz-nonce-`);
    writeFileSync(
      `${root}/index.html`,
      '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><script type="module" nonce="__CSP_NONCE__" src="/assets/a-12345678.js"></script>',
    );
    const { app: built } = await buildApp({ db: server.db, webDist: root });
    const first = await built.inject({ method: 'GET', url: '/' });
    const second = await built.inject({ method: 'GET', url: '/mapa' });
    const nonceOf = (body: string) => /nonce="([^"]+)"/.exec(body)?.[1] ?? '';
    const [a, b] = [nonceOf(first.body), nonceOf(second.body)];
    expect(a).toMatch(/^[\w-]{22}$/);
    expect(a).not.toBe(b);
    expect(first.body).not.toContain('__CSP_NONCE__');
    const csp = directives(first.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", `'nonce-${a}'`]);
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${a}'`]);
    const again = await built.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(directives(again.headers['content-security-policy']).get('script-src')).toContain(`'nonce-${a}'`);
    await built.close();
  });
});
