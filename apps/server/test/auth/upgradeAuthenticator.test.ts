import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

// The /ws handshake carries the session cookie; another site must not open it in the user's name
// (cross-site WebSocket hijacking), so the upgrade applies the Fetch Metadata test.
let server: TestServer;
let member: TestMember;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  member = await server.createMember({ username: 'maria.souza' });
  cookie = await server.login(member.username);
});
afterAll(async () => {
  await server.close();
});

function upgradeRequest(headers: Record<string, string>): IncomingMessage {
  return { headers: { host: '127.0.0.1:3000', cookie, ...headers } } as unknown as IncomingMessage;
}

describe('the /ws upgrade authenticator', () => {
  it.each([
    ['same origin by Origin', { origin: 'http://127.0.0.1:3000' }],
    ['same origin by Sec-Fetch-Site', { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' }],
    ['not a browser (neither header)', {}],
  ])('knows the member on a %s handshake', async (_case, headers) => {
    await expect(server.authenticate(upgradeRequest(headers))).resolves.toEqual({
      userId: member.id,
      stompKey: member.stompKey,
      areaId: member.areaId,
    });
  });

  it.each([
    ['another site by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site', origin: 'https://golpe.example' }],
    ['another site by Origin alone', { origin: 'https://golpe.example' }],
    ['an opaque origin', { origin: 'null' }],
  ])('refuses a handshake from %s even with a valid session', async (_case, headers) => {
    await expect(server.authenticate(upgradeRequest(headers))).resolves.toBeNull();
  });

  it('refuses a handshake without a session', async () => {
    const request = {
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
    } as IncomingMessage;
    await expect(server.authenticate(request)).resolves.toBeNull();
  });
});
