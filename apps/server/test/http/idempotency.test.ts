// `Idempotency-Key` on the signed-in writes (http/idempotency.ts), through the real server and
// database: a write retried with its key is answered again and written once, whatever the body's
// form (a multipart post with its image), concurrent or not; another request under the key is
// refused; a day later, or after a refusal, the key is free again; each resident's keys are their own.
import { apiPaths, postActionPath } from '@vizinhos/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, posts } from '../../src/db/schema.ts';
import {
  abandonedAfterMs,
  idempotencyWindowMs,
  pruneIdempotencyKeys,
  writtenStatus,
} from '../../src/http/idempotency.ts';
import { serverTexts } from '../../src/http/server.texts.ts';
import { postForm, tinyPng } from '../features/postsHelpers.ts';
import { startTestServer, type TestMember, type TestServer } from '../support/testServer.ts';

let server: TestServer;
let clock = Date.now();
let maria: TestMember;
let mariaCookie: string;
let joaoCookie: string;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  maria = await server.createMember({ username: 'maria' });
  await server.createMember({ username: 'joao' });
  mariaCookie = await server.login('maria');
  joaoCookie = await server.login('joao');
});
afterAll(() => server?.close());

let keys = 0;
const freshKey = () => `chave-${++keys}-${crypto.randomUUID()}`;

/** A write as the web client sends it: the resident's cookie and, when given, the action's key. */
async function send(
  method: string,
  path: string,
  { cookie = mariaCookie, key, body }: { cookie?: string; key?: string; body?: BodyInit } = {},
) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed'),
    retryAfter: response.headers.get('retry-after'),
    body: text ? JSON.parse(text) : null,
  };
}

const publish = (title: string, key?: string, cookie?: string) =>
  send('POST', apiPaths.posts, {
    ...(key === undefined ? {} : { key }),
    ...(cookie === undefined ? {} : { cookie }),
    body: postForm({ title, image: tinyPng() }),
  });

const stored = async (title: string) =>
  (await server.db.select({ id: posts.id }).from(posts).where(eq(posts.title, title))).length;

describe('Idempotency-Key on a write', () => {
  it('a post retried with its key (its image included) is answered again and stored once', async () => {
    const key = freshKey();
    const first = await publish('Feira de trocas no sábado', key);
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();
    const again = await publish('Feira de trocas no sábado', key);
    expect(again.status).toBe(201);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stored('Feira de trocas no sábado')).toBe(1);
  });

  it('without a key, the same post twice is two posts, as before', async () => {
    await publish('Sem chave');
    await publish('Sem chave');
    expect(await stored('Sem chave')).toBe(2);
  });

  it('the key with another request answers 422 in Portuguese and writes nothing', async () => {
    const key = freshKey();
    expect((await publish('Primeira versão', key)).status).toBe(201);
    const other = await publish('Segunda versão', key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ error: serverTexts.idempotencyKeyReused });
    expect(await stored('Segunda versão')).toBe(0);
  });

  it('concurrent requests with one key never both write', async () => {
    const key = freshKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => publish('Mutirão de limpeza', key)));
    expect(await stored('Mutirão de limpeza')).toBe(1);
    expect(answers.filter((answer) => answer.status === 201 && answer.replayed === null)).toHaveLength(1);
    for (const answer of answers) {
      expect([201, 409]).toContain(answer.status);
      if (answer.status === 409) {
        expect(answer.body).toEqual({ error: serverTexts.idempotencyKeyInFlight });
        expect(answer.retryAfter).toBe('1');
      }
    }
  });

  it('a vote retried with its key is not undone (pressing the same direction again removes a vote)', async () => {
    const id = (await publish('Votação do horário da feira')).body.posts.id as string;
    const key = freshKey();
    const first = await send('PUT', postActionPath(id, 'upvote'), { cookie: joaoCookie, key });
    const again = await send('PUT', postActionPath(id, 'upvote'), { cookie: joaoCookie, key });
    expect(first.body).toMatchObject({ upvotes: 1, new_direction: 'up' });
    expect(again.body).toEqual(first.body);
    // The next press, a new action with a key of its own, is the one that removes the vote.
    const next = await send('PUT', postActionPath(id, 'upvote'), { cookie: joaoCookie, key: freshKey() });
    expect(next.body).toMatchObject({ upvotes: 0 });
  });

  it('a refused first request frees its key: the corrected retry is handled', async () => {
    const key = freshKey();
    const refused = await publish('', key);
    expect(refused.status).toBe(422);
    expect(refused.replayed).toBeNull();
    expect((await publish('', key)).body).toEqual(refused.body);
    const corrected = await publish('Título corrigido', key);
    expect(corrected.status).toBe(201);
    expect(await stored('Título corrigido')).toBe(1);
  });

  it('each resident’s keys are their own', async () => {
    const key = freshKey();
    expect((await publish('Da Maria', key)).status).toBe(201);
    const joao = await publish('Do João', key, joaoCookie);
    expect(joao.status).toBe(201);
    expect(joao.replayed).toBeNull();
  });

  it('while the first request is under way a retry gets 409; a minute on, a request that died before its write is taken for dead and the key is free', async () => {
    const key = freshKey();
    expect((await publish('Antes da queda', key)).status).toBe(201);
    // What a request on an instance killed before its write committed leaves: the key taken, no
    // answer, nothing written.
    const row = and(eq(idempotencyKeys.userId, maria.id), eq(idempotencyKeys.key, key));
    await server.db.delete(posts).where(eq(posts.title, 'Antes da queda'));
    await server.db
      .update(idempotencyKeys)
      .set({ status: null, answer: null, createdAt: new Date(clock) })
      .where(row);
    const meanwhile = await publish('Antes da queda', key);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.retryAfter).toBe('1');
    clock += abandonedAfterMs;
    const retried = await publish('Antes da queda', key);
    expect(retried.status).toBe(201);
    expect(retried.replayed).toBeNull();
    expect(await stored('Antes da queda')).toBe(1);
  });

  it('a write that committed before its instance died is never written again by its retry', async () => {
    const key = freshKey();
    expect((await publish('Depois da queda', key)).status).toBe(201);
    // What an instance killed between the commit and keeping the answer leaves: the key marked
    // written in the write's own transaction, no answer.
    const row = and(eq(idempotencyKeys.userId, maria.id), eq(idempotencyKeys.key, key));
    await server.db
      .update(idempotencyKeys)
      .set({ status: writtenStatus, answer: null, createdAt: new Date(clock) })
      .where(row);
    const meanwhile = await publish('Depois da queda', key);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.retryAfter).toBe('1');
    clock += abandonedAfterMs;
    const retried = await publish('Depois da queda', key);
    expect(retried.status).toBe(409);
    expect(retried.retryAfter).toBeNull();
    expect(retried.body.error).toBe(serverTexts.idempotencyKeyDone);
    expect(await stored('Depois da queda')).toBe(1);
  });

  it('a key whose answer could not be kept (the database gone a moment after the commit) keeps it once the database is back', async () => {
    const key = freshKey();
    const db = server.db as unknown as { update: (...args: unknown[]) => unknown };
    const update = db.update;
    let refused = 0;
    // The database answers the write, then is gone for the statement that keeps its key's answer.
    db.update = function failingOnce(this: unknown, ...args: unknown[]) {
      if (args[0] === idempotencyKeys && refused === 0) {
        refused += 1;
        throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
      }
      return update.apply(this, args);
    };
    try {
      expect((await publish('Durante o reinício', key)).status).toBe(201);
    } finally {
      db.update = update;
    }
    expect(refused).toBe(1);
    const row = and(eq(idempotencyKeys.userId, maria.id), eq(idempotencyKeys.key, key));
    // Meanwhile the key is marked written, by the post's own transaction: a retry cannot write again.
    expect((await server.db.select().from(idempotencyKeys).where(row))[0]?.status).toBe(writtenStatus);
    expect((await publish('Durante o reinício', key)).status).toBe(409);
    await expect
      .poll(async () => (await server.db.select().from(idempotencyKeys).where(row))[0]?.status, {
        timeout: 5_000,
      })
      .toBe(201);
    const retried = await publish('Durante o reinício', key);
    expect(retried.status).toBe(201);
    expect(retried.replayed).toBe('true');
    expect(await stored('Durante o reinício')).toBe(1);
  });

  it('a day later the key is free again, and the daily prune deletes it', async () => {
    const key = freshKey();
    await publish('Ontem', key);
    clock += idempotencyWindowMs;
    const later = await publish('Ontem', key);
    expect(later.replayed).toBeNull();
    expect(await stored('Ontem')).toBe(2);
    clock += idempotencyWindowMs + 1;
    await pruneIdempotencyKeys(server.db, new Date(clock));
    const left = await server.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, maria.id), eq(idempotencyKeys.key, key)));
    expect(left).toEqual([]);
  });

  it.each([
    ['too long', 'x'.repeat(256)],
    ['with a space', 'duas palavras'],
  ])('a key %s answers 400 in Portuguese and writes nothing', async (_label, key) => {
    const answer = await publish('Chave ruim', key);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: serverTexts.idempotencyKeyInvalid });
    expect(await stored('Chave ruim')).toBe(0);
  });
});
