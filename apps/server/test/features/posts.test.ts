import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await server.createMember({ username: 'maria' });
  cookie = await server.login('maria');
});
afterAll(() => server.close());

describe('POST analyzer (spec: Calls: multipart body → results)', () => {
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
