// Answers are typed from the response schemas (src/http/featureRoutes.ts): on the app route modules
// get, a handler that returns or sends a shape its schema does not allow is a type error. tsc -b
// type-checks this file (apps/server/tsconfig.json includes test/), so each `@ts-expect-error`
// below fails the typecheck the day answers stop being typed. The run checks the routes answer as
// written: at run time nothing reshapes an answer (plain JSON.stringify), the types are the guard.
import Fastify from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRouteApp, type RouteApp } from '../../src/http/featureRoutes.ts';
import { errorResponses, okAnswer, okResponse } from '../../src/http/schemaParts.ts';

const countSchema = {
  response: { 200: Type.Object({ count: Type.Integer() }), ...errorResponses },
} as const;
const createdSchema = {
  response: { 201: Type.Object({ id: Type.String() }), ...errorResponses },
} as const;
const okSchema = { response: { 200: okResponse, ...errorResponses } } as const;

/** Tiny routes whose answers fit their schemas, the way features write them. */
function registerFitting(app: RouteApp): void {
  app.get('/count', { schema: countSchema }, async () => ({ count: 3 }));
  app.post('/created', { schema: createdSchema }, async (_request, reply) =>
    reply.code(201).send({ id: 'a1' }),
  );
  app.get('/refused', { schema: countSchema }, async (_request, reply) =>
    reply.code(404).send({ error: 'Não encontrado.' }),
  );
  app.delete('/gone', { schema: okSchema }, async () => okAnswer);
}

/** The same routes answering shapes their schemas do not allow: each is a type error. */
function registerMisfits(app: RouteApp): void {
  // @ts-expect-error count is an integer, not text
  app.get('/count', { schema: countSchema }, async () => ({ count: 'três' }));
  app.get('/count-sent', { schema: countSchema }, async (_request, reply) =>
    // @ts-expect-error a key the schema does not have, and no count
    reply.send({ total: 3 }),
  );
  app.post('/created', { schema: createdSchema }, async (_request, reply) =>
    // @ts-expect-error status 201 answers { id: string }
    reply.code(201).send({ id: 7 }),
  );
  app.get('/refused', { schema: countSchema }, async (_request, reply) =>
    // @ts-expect-error a refusal's error is text
    reply.code(404).send({ error: 404 }),
  );
  // @ts-expect-error { ok: false } is not the { ok: true } answer
  app.delete('/gone', { schema: okSchema }, async () => ({ ok: false as const }));
}

const app = Fastify();
app.setSerializerCompiler(() => (data) => JSON.stringify(data));

beforeAll(async () => {
  registerFitting(asRouteApp(app));
  await app.register(async (misfits) => registerMisfits(asRouteApp(misfits)), { prefix: '/misfit' });
  await app.ready();
});
afterAll(() => app.close());

describe('answers typed from the response schemas', () => {
  it('answers what the fitting handlers return and send', async () => {
    const count = await app.inject({ method: 'GET', url: '/count' });
    expect([count.statusCode, count.json()]).toEqual([200, { count: 3 }]);
    const created = await app.inject({ method: 'POST', url: '/created' });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 'a1' }]);
    const refused = await app.inject({ method: 'GET', url: '/refused' });
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'Não encontrado.' }]);
    const gone = await app.inject({ method: 'DELETE', url: '/gone' });
    expect([gone.statusCode, gone.json()]).toEqual([200, { ok: true }]);
  });

  it('lets a misfit through at run time: only the types stop it', async () => {
    const count = await app.inject({ method: 'GET', url: '/misfit/count' });
    expect(count.json()).toEqual({ count: 'três' });
    const created = await app.inject({ method: 'POST', url: '/misfit/created' });
    expect([created.statusCode, created.json()]).toEqual([201, { id: 7 }]);
  });
});
