// A mute is a mute (spec 3: Mute): one hook of the signed-in group refuses every write of a muted
// resident unless its route is open while muted. This walks every write the app registers, so a new
// write route is refused by default, and opening one means adding it to the short list below.
import { mutedText } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

/**
 * The writes a muted resident may still make: the open account calls (no session to mute), what
 * nobody else sees of them (passwords, settings, reading marks, push, the calendar feed, blocks,
 * leaving a conversation), the analyser (it writes nothing) and the appeal of a removal.
 */
const openWhileMuted = [
  'POST /api/v1/users/sign_in',
  'POST /api/v1/users/login.json',
  'POST /api/v1/users',
  'POST /api/v1/forgot_password',
  'PATCH /api/v1/users/password',
  'PUT /api/v1/users/me/password',
  'PUT /api/v1/users/me/area',
  'POST /api/v1/analyzer',
  'POST /api/v1/moderation/appeals',
  'POST /api/v1/users/:id/block',
  'DELETE /api/v1/users/:id/block',
  'POST /api/v1/calendar_feed',
  'DELETE /api/v1/conversations/:id',
  'POST /api/v1/push/subscriptions',
  'DELETE /api/v1/push/subscriptions',
  'PUT /api/v1/push/preferences',
  'PUT /api/v1/notifications/mark_all_read',
  'PUT /api/v1/notifications/:id',
  // Last: it ends the session the walk uses.
  'DELETE /api/v1/users/logout',
];

let server: TestServer;
let cookie: string;
const until = new Date(Date.now() + 24 * 3_600_000);

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  const member = await server.createMember({ username: 'calado' });
  cookie = await server.login(member.username);
  await server.db.update(users).set({ mutedUntil: until }).where(eq(users.id, member.id));
});
afterAll(() => server.close());

const writes = () =>
  server.routes
    .filter((route) => route.url.startsWith('/api/v1/') && !['GET', 'HEAD', 'OPTIONS'].includes(route.method))
    .map((route) => `${route.method} ${route.url}`)
    .sort((a, b) => Number(a.endsWith('/logout')) - Number(b.endsWith('/logout')));

/** The route called as the muted resident, with made-up ids and no body. */
async function callMuted(route: string) {
  const [method, url = ''] = route.split(' ');
  const answer = await server.app.inject({
    method: method as 'POST',
    url: url.replace(/:\w+/g, 'f'.repeat(24)),
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  });
  return { status: answer.statusCode, error: (answer.json() as { error?: string } | null)?.error };
}

describe('a muted resident’s writes', () => {
  it('every write route refuses them with the mute’s 403, but the short list open while muted', async () => {
    const refusal = { status: 403, error: mutedText(until) };
    const routes = writes();
    expect(routes.length).toBeGreaterThan(40);
    // The list names only routes that exist, so it cannot keep an opening that is gone.
    for (const open of openWhileMuted) expect(routes, open).toContain(open);
    for (const route of routes) {
      const answer = await callMuted(route);
      if (openWhileMuted.includes(route)) expect(answer, route).not.toEqual(refusal);
      else expect(answer, route).toEqual(refusal);
    }
  });
});
