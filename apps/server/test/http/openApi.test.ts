// The OpenAPI 3.1 document the server serves at GET /api/v1/openapi.json: generated from the route
// schemas, it lists every route of the contract with its answer schemas, and it is the committed
// packages/api/openapi.json the api package checks its mocks against. After changing a route
// schema, `UPDATE_OPENAPI=1 pnpm exec vitest run --project server test/http/openApi.test.ts`
// rewrites the committed copy.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiPrefix } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const committedPath = fileURLToPath(new URL('../../../../packages/api/openapi.json', import.meta.url));
// Answers that are not JSON: a file, documented under its media type, or the activation's redirect.
const files = new Map([
  ['GET /api/v1/calendar/{token}.ics', 'text/calendar'],
  ['GET /api/v1/posts/{id}/calendar.ics', 'text/calendar'],
  ['GET /api/v1/images/{id}', 'image/*'],
]);
const redirects = new Set(['GET /api/v1/users/activation']);

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer({ listen: false });
  const answer = await server.app.inject({ method: 'GET', url: `${apiPrefix}/openapi.json` });
  expect(answer.statusCode).toBe(200);
  document = answer.json();
  if (process.env.UPDATE_OPENAPI) writeFileSync(committedPath, `${JSON.stringify(document, null, 2)}\n`);
});
afterAll(() => server.close());

/** The app's API routes as the document names them: `GET /api/v1/posts/{id}`. */
function apiRoutes(): { key: string; method: string; path: string; response: Record<string, unknown> }[] {
  return server.routes
    .filter((route) => route.method !== 'HEAD' && route.url.startsWith(`${apiPrefix}/`))
    .filter((route) => route.url !== `${apiPrefix}/openapi.json`)
    .map((route) => {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const response = (route.schema?.response ?? {}) as Record<string, unknown>;
      return { key: `${route.method} ${path}`, method: route.method.toLowerCase(), path, response };
    });
}

describe('GET /api/v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document with every API route of the app, and nothing else', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(routes.map((route) => route.key).sort());
  });

  it('gives every route its answer schemas: each status its schema declares, a 2xx one for every answer but a redirect', () => {
    for (const route of apiRoutes()) {
      const responses = document.paths[route.path]?.[route.method]?.responses ?? {};
      const statuses = Object.keys(route.response).map((status) => status.toUpperCase());
      expect(Object.keys(responses).sort(), route.key).toEqual(statuses.sort());
      for (const status of statuses) {
        const mediaType = (status === '200' && files.get(route.key)) || 'application/json';
        expect(responses[status]?.content?.[mediaType]?.schema, `${route.key} ${status}`).toBeTypeOf(
          'object',
        );
      }
      const answers = statuses.filter((status) => /^2\d\d$/.test(status));
      expect(answers.length > 0, `${route.key} has a 2xx answer schema`).toBe(!redirects.has(route.key));
    }
  });

  it('is the committed packages/api/openapi.json (rewrite it with UPDATE_OPENAPI=1)', () => {
    expect(JSON.parse(readFileSync(committedPath, 'utf8'))).toEqual(document);
  });
});
