import { accountsDomainTexts } from '@vizinhos/domain';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, sessionCookieName } from '../../src/auth/sessions.ts';
import { images } from '../../src/db/schema.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';
import { type BadBody, badBody, badQuery, encode, junkText, schemaKeys } from './badInput.ts';

// Every route the app registers, driven with generated bad input, signed in and not: the answer is
// never a 5xx nor a hang, and a 4xx carries a Portuguese message and no stack trace. Routes join by
// being registered: the list comes from Fastify's route table, the field names from their schemas.

const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 100);
const english =
  /\b(the|must|should|body|request|invalid|expected|unexpected|property|unsupported|bad|not found|internal|error)\b/i;
// The spec words two refusals of the password reset in English ("Password must be at least 6
// characters", "Passwords do not match"): its own texts pass as they are.
const specTexts = new Set<unknown>(Object.values(accountsDomainTexts));
const stackTrace = /\bat .+:\d+:\d+|node_modules|\/src\/|Error:/;

let server: TestServer;
let me: TestMember;
let foreign: TestMember;
let cases = 0;

beforeAll(async () => {
  server = await startTestServer({ listen: false, loginLimit: 1 });
  me = await server.createMember({ username: 'fuzzer' });
  foreign = await server.createMember({ username: 'forasteira', areaName: 'Moema' });
  await server.db
    .insert(images)
    .values({ id: 'b'.repeat(24), ownerId: foreign.id, mimeType: 'image/png', bytes: Buffer.from([1]) });
});
afterAll(async () => {
  console.log(`route fuzz: ${cases} generated cases over ${server?.routes.length ?? 0} routes`);
  await server?.close();
});

/** A message a resident can read: the body's `error` (or the spec's `errors` / `validationError`). */
function messageOf(answer: LightMyRequestResponse): string | undefined {
  const body = answer.json() as { error?: unknown; errors?: unknown[]; validationError?: unknown };
  const message = body.error ?? body.errors?.[0] ?? body.validationError;
  return typeof message === 'string' ? message : undefined;
}

function expectWellFormed(label: string, answer: LightMyRequestResponse): void {
  const where = `${label} → ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, where).toBeLessThan(500);
  expect(answer.body, where).not.toMatch(stackTrace);
  if (answer.statusCode < 400) return;
  const message = messageOf(answer);
  expect(message, where).toBeTruthy();
  if (!specTexts.has(message)) expect(message, where).not.toMatch(english);
}

const timeout = <T>(promise: Promise<T>, ms: number, label: string) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms: ${label}`)), ms),
    ),
  ]);

const ids = () =>
  fc.oneof(
    fc.constantFrom(foreign.id, me.id, 'b'.repeat(24), 'f'.repeat(24), '0'.repeat(24)),
    fc.stringMatching(/^[0-9a-f]{24}$/),
    junkText,
  );

describe('fuzz: every registered route answers bad input with a Portuguese 4xx, never a 5xx', () => {
  it('has the routes of every feature in its table', () => {
    const urls = server.routes.map((route) => route.url);
    expect(urls.length).toBeGreaterThan(10);
    expect(urls).toEqual(expect.arrayContaining(['/api/v1/users/me', '/api/v1/users/:id']));
  });

  it('drives each route with generated bad input, signed in and not', async () => {
    for (const route of server.routes.filter((item) => item.method !== 'HEAD')) {
      const keys = [...schemaKeys(route.schema)];
      const hasBody = !['GET', 'DELETE'].includes(route.method);
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.array(ids(), { minLength: 2, maxLength: 2 }),
          badQuery(keys),
          hasBody ? badBody(keys) : fc.constant<BadBody>({}),
          async (signedIn, [id = ''], query, body) => {
            cases += 1;
            const path = route.url.replace(/:\w+/g, () => encode(id));
            const url = query ? `${path}?${query}` : path;
            const headers: Record<string, string> = {};
            if (body.contentType) headers['content-type'] = body.contentType;
            if (signedIn)
              headers.cookie = `${sessionCookieName}=${await createSession(server.db, me.id, new Date())}`;
            const label = `${route.method} ${url.slice(0, 200)} ${headers['content-type'] ?? ''}`;
            const answer = await timeout(
              server.app.inject({
                method: route.method as 'GET',
                url,
                headers,
                ...(body.payload !== undefined ? { payload: body.payload } : {}),
              }),
              10_000,
              label,
            );
            expectWellFormed(label, answer);
          },
        ),
        { numRuns: runsPerRoute, endOnFailure: true },
      );
    }
    // Every route adds about a second under load; the project's 30 s default is for one case, not all of them.
  }, 300_000);
});
