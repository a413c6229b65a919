import { apiPaths, userPath } from '@vizinhos/api';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let cookie: string;
let userId: string;

beforeAll(async () => {
  server = await startTestServer({ listen: false, loginLimit: 1_000_000 });
  userId = (await server.createMember({ username: 'maria' })).id;
  cookie = await server.login('maria');
});
afterAll(() => server.close());

const writes = [
  ['POST', apiPaths.signIn],
  ['POST', apiPaths.loginJson],
  ['POST', apiPaths.users],
  ['PUT', apiPaths.meArea],
  ['POST', apiPaths.forgotPassword],
  ['PATCH', apiPaths.password],
  ['PUT', apiPaths.me],
  ['POST', apiPaths.areaPolygon],
  ['POST', apiPaths.analyzer],
  ['DELETE', apiPaths.logout],
] as const;

const reads = [
  apiPaths.me,
  apiPaths.users,
  apiPaths.usersSearch,
  apiPaths.searchAreas,
  apiPaths.areas,
  apiPaths.geoReverse,
  apiPaths.activation,
  `${apiPaths.images}/x`,
] as const;

const contentTypes = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=XyZ',
  'multipart/form-data',
  'text/plain',
  'application/json; charset=latin1',
  'image/png',
];

/** Bodies of the wrong shape, size and encoding. */
const badBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc
    .dictionary(
      fc.constantFrom(
        'user',
        'password',
        'username',
        'email',
        'polygon',
        'area_id',
        'body',
        'new_area',
        'lat',
        'user[avatar]',
        'q',
      ),
      fc.anything(),
    )
    .map((value) => JSON.stringify(value)),
  fc
    .record({ user: fc.string({ unit: 'binary' }), password: fc.string({ unit: 'binary' }) })
    .map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '\u0000',
    '{"user":"\\u0000","password":"x"}',
    '{"user":"\\ud800","password":"x"}',
    'a=%00&b=%FF',
    `${'a'.repeat(2_000_000)}`,
  ),
  fc.constantFrom(
    '--XyZ\r\nContent-Disposition: form-data; name="body"\r\n\r\nx\r\n',
    '--XyZ--',
    '{"polygon":[{"x":1e400,"y":-0}]}',
  ),
);

function expectClientError(statusCode: number, body: string) {
  expect(statusCode).toBeLessThan(500);
  if (statusCode >= 400 && statusCode !== 404) {
    const parsed = JSON.parse(body) as { error?: unknown; errors?: unknown; validationError?: unknown };
    expect(typeof (parsed.error ?? parsed.validationError ?? (parsed.errors as unknown[])[0])).toBe('string');
    expect(body).not.toMatch(/at .*\.ts:\d+|stack/i);
  }
}

describe('bad input never crashes the server', () => {
  it('invariant: any body of the wrong shape, size or encoding gets a 4xx with a Portuguese text, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...writes),
        fc.constantFrom(...contentTypes),
        badBody,
        fc.boolean(),
        async ([method, url], contentType, payload, signedIn) => {
          const response = await server.app.inject({
            method,
            url,
            payload,
            headers: { 'content-type': contentType, ...(signedIn ? { cookie } : {}) },
          });
          expectClientError(response.statusCode, response.body);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('invariant: any query string on any read gets an answer below 500', async () => {
    const key = fc.constantFrom(
      'q',
      'page',
      'per_page',
      'area_id',
      'lat',
      'lon',
      'token',
      'area',
      'city',
      'state',
      'include_area',
      'include_counts',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...reads, userPath(userId)),
        fc.array(fc.tuple(key, fc.string({ unit: 'binary', maxLength: 50 })), { maxLength: 4 }),
        async (path, pairs) => {
          const query = pairs
            .map(([name, value]) => `${name}=${encodeURIComponent(value).slice(0, 200)}`)
            .join('&');
          const response = await server.app.inject({
            method: 'GET',
            url: `${path}?${query}`,
            headers: { cookie },
          });
          expectClientError(response.statusCode, response.body);
        },
      ),
      { numRuns: 300 },
    );
  });

  it.each([
    ['raw bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x7b, 0x22])],
    ['truncated JSON', '{"user": "maria", "pass'],
    ['a JSON string instead of an object', '"maria"'],
    ['a JSON array', '[1,2,3]'],
    ['empty body', ''],
  ])('sign-in with %s → 400', async (_name, payload) => {
    const response = await server.app.inject({
      method: 'POST',
      url: apiPaths.signIn,
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().error).toBe('string');
  });
});
