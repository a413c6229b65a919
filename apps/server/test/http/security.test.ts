import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '../../src/http/server.texts.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
});
afterAll(() => server.close());

describe('CSRF by Fetch Metadata on state-changing calls', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, 403],
    ['no Sec-Fetch-Site, a foreign Origin', { origin: 'https://evil.example' }, 403],
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }, 200],
    ['no Sec-Fetch-Site, our own Origin', 'own', 200],
    ['neither header (not a browser)', {}, 200],
  ])('%s → %i', async (_name, headers, status) => {
    const sent = headers === 'own' ? { origin: server.url } : headers;
    const response = await fetch(`${server.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sent },
      body: JSON.stringify({ user: 'maria', password: 'senha-de-teste' }),
    });
    expect(response.status).toBe(status);
    if (status === 403) expect((await response.json()).error).toBe(serverTexts.crossSite);
  });

  it('reading is never refused, whatever the site', async () => {
    const response = await fetch(`${server.url}${apiPaths.searchAreas}?q=vila`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});

describe('session cookie over HTTPS', () => {
  it('is Secure when the request came over HTTPS behind a trusted proxy', async () => {
    const { buildApp } = await import('../../src/app.ts');
    const { app } = await buildApp({ db: server.db, trustProxy: true });
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'vizinhos.example' },
      payload: { user: 'maria', password: 'senha-de-teste' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toMatch(/; Secure/);
    await app.close();
  });
});

describe('unknown paths and methods', () => {
  it('answer 404 in Portuguese', async () => {
    const response = await fetch(`${server.url}/api/v1/nada`);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe(serverTexts.notFound);
  });
});

describe('serving the built web app', () => {
  it('serves files, falls back to index.html for app routes, and keeps /api and /ws as JSON 404', async () => {
    const { mkdtempSync, writeFileSync, mkdirSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const root = mkdtempSync(`${tmpdir()}/vz-web-`);
    writeFileSync(`${root}/index.html`, '<!doctype html><title>Vizinhos</title>');
    mkdirSync(`${root}/assets`);
    writeFileSync(`${root}/assets/app.js`, 'console.log(1)');
    const { buildApp } = await import('../../src/app.ts');
    const { app } = await buildApp({ db: server.db, webDist: root });
    const page = await app.inject({ method: 'GET', url: '/posts/abc?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Vizinhos</title>');
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/api/v1/nada', '/ws/x', '/api']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe(serverTexts.notFound);
    }
    await app.close();
  });
});
