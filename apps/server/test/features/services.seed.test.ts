import { servicePaths } from '@vizinhos/api';
import { isServiceKind } from '@vizinhos/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { seedDemo } from '../../src/seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

// The demo area's services at the first start: several kinds, by several residents, one the demo
// resident's own (so editing shows at once).

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db, new Date());
  cookie = await server.login(demoLogin.username, demoLogin.password);
});
afterAll(() => server.close());

describe('the demo services', () => {
  it('list a few services of known kinds by several residents, one the demo resident’s', async () => {
    const { status, body } = await call(server, cookie, 'GET', servicePaths.services);
    expect(status).toBe(200);
    const services = body.services as { kind: string; user: { username: string } }[];
    expect(services.length).toBeGreaterThanOrEqual(4);
    expect(services.every((one) => isServiceKind(one.kind))).toBe(true);
    expect(new Set(services.map((one) => one.kind)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(services.map((one) => one.user.username)).size).toBeGreaterThanOrEqual(3);
    expect(services.map((one) => one.user.username)).toContain(demoLogin.username);
  });
});
