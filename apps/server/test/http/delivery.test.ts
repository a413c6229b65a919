import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.ts';
import { serverTexts } from '../../src/http/server.texts.ts';
import { fakeIndexHtml as html, writeFakeWebBuild } from '../support/fakeWebBuild.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let app: BuiltApp['app'];
const script = `export const words = ${JSON.stringify('vizinhança '.repeat(400))};\n`;
const style = `.a{color:red}\n`.repeat(200);
beforeAll(async () => {
  server = await startTestServer({ listen: false });
  const root = writeFakeWebBuild({
    'assets/index-Jp4roSwO.js': script,
    'assets/index-Jp4roSwO.js.br': brotliCompressSync(script),
    'assets/index-Jp4roSwO.js.gz': gzipSync(script),
    // The build wrote no compressed copy of this one.
    'assets/index-BIOfu11c.css': style,
    'favicon.ico': Buffer.from([0, 0, 1, 0, 1, 0]),
    'manifest.webmanifest': '{"name":"Vizinhos","lang":"pt-BR"}',
    'icons/icon-192.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sw.js': 'self.addEventListener("push", () => {});',
    'sw.js.br': brotliCompressSync('self.addEventListener("push", () => {});'),
  });
  ({ app } = await buildApp({ db: server.db, webDist: root }));
});
afterAll(async () => {
  await app?.close();
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('built assets: precompressed copies by Accept-Encoding, cached for a year', () => {
  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('Accept-Encoding %s → the %s copy', async (accept, encoding, decompress) => {
    const answer = await get('/assets/index-Jp4roSwO.js', { 'accept-encoding': accept });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never asked again: no validator (a dozen of them on a phone's first screen).
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['last-modified']).toBeUndefined();
    expect(decompress(answer.rawPayload).toString()).toBe(script);
  });

  it('without Accept-Encoding, the file itself', async () => {
    const answer = await get('/assets/index-Jp4roSwO.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(script);
  });

  it('a file without a copy is compressed on the fly', async () => {
    const answer = await get('/assets/index-BIOfu11c.css', { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(style);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a file only ever loaded by a page carries only the headers such a file heeds', () => {
  it.each([
    '/assets/index-Jp4roSwO.js',
    '/assets/index-BIOfu11c.css',
    '/favicon.ico',
    '/manifest.webmanifest',
    '/icons/icon-192.png',
  ])('%s: nosniff and its resource policy, no document policy', async (url) => {
    const answer = await get(url, { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
    ])
      expect(answer.headers[name], name).toBeUndefined();
  });

  it('an SVG (opened on its own, a document that may run script): only an image’s short policy', async () => {
    const answer = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['x-frame-options', 'permissions-policy', 'cross-origin-opener-policy'])
      expect(answer.headers[name], name).toBeUndefined();
  });

  it.each([
    ['the page', '/'],
    ['the service worker (a worker heeds its CSP)', '/sw.js'],
  ])('%s keeps every header', async (_case, url) => {
    const answer = await get(url, { 'accept-encoding': 'br' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['permissions-policy']).toBeDefined();
  });
});

describe('index.html and the SPA fallback', () => {
  it.each(['/', '/membros', '/posts/abc?x=1'])(
    '%s: the page, no-cache with an ETag, 304 when unchanged',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toBe(html);
      const etag = String(answer.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('is compressed for a client that takes it', async () => {
    const answer = await get('/', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.rawPayload).toString()).toBe(html);
  });
});

describe('index.html of a signed-in address: its first calls and chunks start with the page', () => {
  const session = { cookie: 'tema=escuro; vz_session=abc123' };
  const preloads = (body: string) =>
    [...body.matchAll(/<link rel="(?:preload|modulepreload)"[^>]*>/g)].map((m) => m[0]);

  it('/ with a session cookie preloads users/me, the first timeline page and the shell chunks', async () => {
    const answer = await get('/', session);
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers.vary)).toMatch(/cookie/i);
    expect(preloads(answer.body)).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/users/me?include_area=true">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/users/me/blocks">',
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/posts?include_stats=true&amp;include_comments=true&amp;page=1">',
      '<link rel="modulepreload" crossorigin href="/assets/shell-Ab12Cd34.js">',
      '<link rel="modulepreload" crossorigin href="/assets/common-Ef56Gh78.js">',
      '<link rel="modulepreload" crossorigin href="/assets/TimelineLayout-Mn34Op56.js">',
      '<link rel="modulepreload" crossorigin href="/assets/TimelinePage-Qr78St90.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/shell-Ij90Kl12.css">',
    ]);
    expect(answer.body.indexOf('users/me')).toBeLessThan(answer.body.indexOf('</head>'));
  });

  it('another address preloads the session check, the chunks and its view, not the timeline page', async () => {
    const answer = await get('/membros', session);
    const tags = preloads(answer.body);
    expect(tags.some((tag) => tag.includes('/api/v1/users/me'))).toBe(true);
    expect(tags.some((tag) => tag.includes('/api/v1/posts'))).toBe(false);
    expect(tags.some((tag) => tag.includes('shell-Ab12Cd34.js'))).toBe(true);
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/MembersView-Cc33Dd44.js">');
    expect(tags.some((tag) => tag.includes('ConversationsView'))).toBe(false);
  });

  it.each(['/conversas', '/conversas/abc-123'])(
    '%s preloads the conversations view, its list and the timeline it opens over',
    async (url) => {
      const tags = preloads((await get(url, session)).body);
      expect(tags).toEqual([
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/users/me?include_area=true">',
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/users/me/blocks">',
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/conversations?include_latest_message=true&amp;per_page=50">',
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/posts?include_stats=true&amp;include_comments=true&amp;page=1">',
        '<link rel="modulepreload" crossorigin href="/assets/shell-Ab12Cd34.js">',
        '<link rel="modulepreload" crossorigin href="/assets/common-Ef56Gh78.js">',
        '<link rel="modulepreload" crossorigin href="/assets/TimelineLayout-Mn34Op56.js">',
        '<link rel="modulepreload" crossorigin href="/assets/TimelinePage-Qr78St90.js">',
        // Its own chunk and import; the shared one is named once.
        '<link rel="modulepreload" crossorigin href="/assets/ConversationsView-Ee55Ff66.js">',
        '<link rel="modulepreload" crossorigin href="/assets/virtualizer-Gg77Hh88.js">',
        '<link rel="preload" as="style" crossorigin href="/assets/shell-Ij90Kl12.css">',
        '<link rel="preload" as="style" crossorigin href="/assets/ConversationsView-Ii99Jj00.css">',
      ]);
    },
  );

  it("a post's address preloads that post; an address that is no post id preloads none", async () => {
    const post = preloads((await get('/posts/abc-123', session)).body);
    expect(post).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/posts/abc-123">',
    );
    const odd = preloads((await get('/posts/%22%3E%3Cscript%3E', session)).body);
    expect(odd.filter((tag) => tag.includes('/api/v1/posts'))).toEqual([]);
  });

  it('without a session cookie the page is as built; each variant has its own ETag', async () => {
    const signedOut = await get('/', { cookie: 'tema=escuro; vz_session=' });
    expect(signedOut.body).toBe(html);
    const signedIn = await get('/', session);
    expect(signedIn.headers.etag).not.toBe(signedOut.headers.etag);
    const again = await get('/', { ...session, 'if-none-match': String(signedIn.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('files present in the build are files; missing files are 404, never the page', () => {
  it.each([
    ['/favicon.ico', /icon/],
    ['/manifest.webmanifest', /manifest\+json/],
    ['/icons/icon-192.png', /image\/png/],
  ])('%s is served as itself, revalidated by ETag', async (url, type) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(type);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.body).not.toContain('<title>');
    expect((await get(url, { 'if-none-match': String(answer.headers.etag) })).statusCode).toBe(304);
  });

  it.each(['/apple-touch-icon.png', '/assets/index-XXXXXXXX.js', '/icons/nope.ico', '/robots.txt'])(
    '%s answers a Portuguese 404',
    async (url) => {
      const answer = await get(url);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe(serverTexts.notFound);
    },
  );
});

describe('JSON answers', () => {
  it('are compressed above 1 KiB, with Vary', async () => {
    for (const name of ['ana', 'bruno', 'carla', 'davi']) await server.createMember({ username: name });
    const cookie = await server.login('ana');
    const answer = await get(apiPaths.users, { 'accept-encoding': 'br, gzip', cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString()).users).toHaveLength(4);
  });

  it('are sent as they are below 1 KiB', async () => {
    const answer = await get(apiPaths.me, { 'accept-encoding': 'br, gzip' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});
