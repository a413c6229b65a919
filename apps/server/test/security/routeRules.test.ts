// The rules a signed-in route declares (auth/routeRules.ts): every write has a limit decision on
// its route, a limit or a visible "none, because ...", and one hook enforces them: the role before
// the limit, each limit's 429 with its Portuguese text and Retry-After, and the hits of a call the
// handler refuses given back. This walks every route the app registers, as muteGuard.test.ts does
// for the mute, so a new write route without a decision fails here.
import { apiPaths, postPath } from '@vizinhos/api';
import { moderationTexts } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import type { FastifySchema } from 'fastify';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitRule } from '../../src/auth/routeRules.ts';
import { writeLimitText } from '../../src/auth/writeLimits.texts.ts';
import { writeKey, writeRules } from '../../src/auth/writeLimits.ts';
import { rateLimits } from '../../src/db/schema.ts';
import { call, postForm } from '../features/postsHelpers.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const readMethods = ['GET', 'HEAD', 'OPTIONS'];
const named = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * The route called with made-up ids and the smallest body its schema lets through (validation runs
 * before the hooks): what the hook answers, before the handler looks at anything.
 */
async function callRoute(
  route: { method: string; url: string; schema: FastifySchema | undefined },
  cookie: string,
) {
  const body = route.schema?.body as TSchema | undefined;
  const answer = await server.app.inject({
    method: route.method as 'POST',
    url: route.url.replace(/:\w+/g, 'f'.repeat(24)),
    headers: {
      cookie,
      'sec-fetch-site': 'same-origin',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    // A field of any type (`Type.Unknown()`) is created undefined: sent as null, so it is there.
    ...(body ? { payload: JSON.stringify(Value.Create(body), (_key, value) => value ?? null) } : {}),
  });
  return {
    status: answer.statusCode,
    error: (answer.json() as { error?: string } | null)?.error,
    retryAfter: answer.headers['retry-after'],
  };
}

describe('every write of the signed-in group declares its limit', () => {
  it('a limit, a function of the request, or { none: why }; and no open route declares rules it would not get', () => {
    const signedIn = server.routes.filter((route) => route.config.signedIn);
    const writes = signedIn.filter((route) => !readMethods.includes(route.method));
    expect(writes.length).toBeGreaterThan(40);
    const undecided = writes.filter((route) => route.config.limit === undefined).map(named);
    expect(undecided).toEqual([]);
    for (const route of writes) {
      const limit = route.config.limit as LimitRule;
      if (typeof limit === 'object' && 'none' in limit)
        expect(limit.none.length, named(route)).toBeGreaterThan(20);
    }
    // The hook runs in the signed-in group only: a rule on any other route would be a silent no-op.
    const elsewhere = server.routes
      .filter((route) => !route.config.signedIn)
      .filter((route) => route.config.limit !== undefined || route.config.role !== undefined)
      .map(named);
    expect(elsewhere).toEqual([]);
  });
});

describe('the hook enforces what the routes declare', () => {
  it('role: moderator refuses a member with the 403 before the handler, and lets a moderator through', async () => {
    const member = await server.createMember({ username: 'regras.membro' });
    const moderator = await server.createMember({ username: 'regras.moderadora', role: 'Moderador' });
    const memberCookie = await server.login(member.username);
    const moderatorCookie = await server.login(moderator.username);
    const guarded = server.routes.filter(
      (route) => route.config.role === 'moderator' && route.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThanOrEqual(9);
    const refusal = { status: 403, error: moderationTexts.onlyModeration };
    for (const route of guarded) {
      const refused = await callRoute(route, memberCookie);
      expect({ status: refused.status, error: refused.error }, named(route)).toEqual(refusal);
      const passed = await callRoute(route, moderatorCookie);
      expect({ status: passed.status, error: passed.error }, named(route)).not.toEqual(refusal);
    }
  });

  it('each route with a fixed limit answers 429, its text and Retry-After once the resident’s window is full', async () => {
    const fixed = server.routes.filter(
      (route) =>
        route.config.signedIn &&
        (typeof route.config.limit === 'string' || Array.isArray(route.config.limit)),
    );
    expect(fixed.map(named)).toContain('POST /api/v1/posts/:id/comments');
    for (const [index, route] of fixed.entries()) {
      const resident = await server.createMember({ username: `regras.cheio${index}` });
      const cookie = await server.login(resident.username);
      const limit = route.config.limit as string | readonly string[];
      const kind = ([limit].flat()[0] ?? '') as keyof typeof writeRules &
        Parameters<typeof writeLimitText>[0];
      await server.db.insert(rateLimits).values({
        key: writeKey(kind, resident.id),
        hits: writeRules[kind].hits,
        amount: 0,
        windowStart: new Date(),
      });
      const answer = await callRoute(route, cookie);
      expect(answer.status, named(route)).toBe(429);
      expect(Number(answer.retryAfter), named(route)).toBeGreaterThan(0);
      expect(answer.error, named(route)).toBe(writeLimitText(kind, Number(answer.retryAfter)));
    }
  });

  it('a call the handler refuses (404) gets its hit back; one it answers keeps it', async () => {
    const author = await server.createMember({ username: 'regras.autora' });
    const voter = await server.createMember({ username: 'regras.votante' });
    const authorCookie = await server.login(author.username);
    const voterCookie = await server.login(voter.username);
    const hitsOf = async () =>
      (
        await server.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, writeKey('vote', voter.id)))
      )[0]?.hits ?? 0;
    for (let index = 0; index < 3; index += 1)
      expect((await call(server, voterCookie, 'PUT', `${postPath('f'.repeat(24))}/upvote`)).status).toBe(404);
    expect(await hitsOf()).toBe(0);
    const post = await call(server, authorCookie, 'POST', apiPaths.posts, postForm({ title: 'Regras' }));
    expect((await call(server, voterCookie, 'PUT', `${postPath(post.body.posts.id)}/upvote`)).status).toBe(
      200,
    );
    expect(await hitsOf()).toBe(1);
  });
});
