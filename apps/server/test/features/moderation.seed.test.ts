// The demo's moderation (spec 3): its Moderadores and Admins keep their roles, and they find a few
// pending reports with reasons in the queue.
import { moderationPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogin, demoMembers } from '../../src/seed/demoMembers.ts';
import { seedDemo } from '../../src/seed/seedDemo.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';
import { call } from './postsHelpers.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db, new Date());
});
afterAll(() => server.close());

describe('the demo’s moderation', () => {
  it('a moderator of the demo reads pending reports with their reasons', async () => {
    const moderator = demoMembers.find((member) => member.role === 'Moderador');
    expect(moderator).toBeDefined();
    const cookie = await server.login(moderator?.username ?? '', demoLogin.password);
    const answer = await call(server, cookie, 'GET', moderationPaths.moderationReports);
    expect(answer.status).toBe(200);
    const reports = answer.body.reports as { report_count: number; reasons: { reason: string | null }[] }[];
    expect(reports.length).toBeGreaterThanOrEqual(3);
    const reasons = reports.flatMap((item) => item.reasons.map((entry) => entry.reason));
    expect(reasons).toEqual(expect.arrayContaining(['spam', 'ofensivo', 'falso']));
  });

  it('keeps the Moderadores and Admins of the demo', () => {
    const roles = demoMembers.map((member) => member.role);
    expect(roles.filter((role) => role === 'Moderador').length).toBeGreaterThanOrEqual(1);
    expect(roles.filter((role) => role === 'Admin').length).toBeGreaterThanOrEqual(1);
    expect(roles).toContain('Fundador');
  });
});
