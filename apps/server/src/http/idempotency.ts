import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/openDatabase.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { httpError } from './httpError.ts';
import { serverTexts } from './server.texts.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The resident's key this write holds, and what its handler answered (before serialisation). */
    idempotency?: { userId: string; key: string; answer?: unknown };
  }
}

/** How long a key answers again: the IETF httpapi draft leaves it to the server; Stripe keeps 24 h. */
export const idempotencyWindowMs = 24 * 60 * 60_000;
/**
 * A first request still without an answer after this long died with its instance (a kill, a crash).
 * If its write never committed, its key may be taken again; if it did (`writtenStatus`), never: the
 * retry is told the action was done.
 */
export const abandonedAfterMs = 60_000;
/**
 * The status a key takes inside its write's own transaction: the write committed, its answer not
 * kept yet. A key the instance left at this status (killed between the commit and keeping the
 * answer) is never taken again, so a retry cannot write twice.
 */
export const writtenStatus = 0;

/** The signed-in request now being handled, as the database's transactions see it. */
type WriteScope = { userId?: string; key?: string; isWritten?: boolean };
const writeScope = new AsyncLocalStorage<WriteScope>();
const markedDatabases = new WeakSet<object>();

/**
 * Makes every transaction of a request holding a key mark that key written (`writtenStatus`) before
 * it commits, so the mark and the write commit together or not at all. The repositories keep calling
 * `db.transaction` as before; outside a keyed request nothing changes.
 */
function markWritesInTheirTransaction(db: Database): void {
  if (markedDatabases.has(db)) return;
  markedDatabases.add(db);
  const transaction = db.transaction.bind(db);
  db.transaction = ((run: (tx: unknown) => Promise<unknown>, config?: unknown) =>
    transaction(
      async (tx) => {
        const result = await run(tx);
        const scope = writeScope.getStore();
        if (scope?.userId !== undefined && scope.key !== undefined && !scope.isWritten) {
          await tx
            .update(idempotencyKeys)
            .set({ status: writtenStatus })
            .where(and(eq(idempotencyKeys.userId, scope.userId), eq(idempotencyKeys.key, scope.key)));
          scope.isWritten = true;
        }
        return result;
      },
      config as Parameters<typeof transaction>[1],
    )) as typeof db.transaction;
}
/** The header's value: visible ASCII (a UUID in practice), as a resident's client makes one per action. */
const keyPattern = /^[\x21-\x7e]{1,255}$/;
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64url');

/**
 * What makes two requests the same: method, address and body (a file by its hash, so an image is
 * hashed once, not turned into JSON).
 */
function fingerprintOf(request: FastifyRequest): string {
  const body = JSON.stringify(request.body ?? null, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Uint8Array ? `sha256:${sha256(raw)}` : value;
  });
  return sha256(`${request.method} ${request.url}\n${body}`);
}

type KeyRow = typeof idempotencyKeys.$inferSelect;

/** Takes the key for this request, or returns the row that holds it. */
async function take(
  db: Database,
  row: { userId: string; key: string; fingerprint: string },
  now: Date,
): Promise<KeyRow | null> {
  const [taken] = await db
    .insert(idempotencyKeys)
    .values({ ...row, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (taken) return null;
  const [held] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, row.userId), eq(idempotencyKeys.key, row.key)));
  if (!held) return take(db, row, now);
  const expired = now.getTime() - held.createdAt.getTime() >= idempotencyWindowMs;
  const abandoned = held.status === null && now.getTime() - held.createdAt.getTime() >= abandonedAfterMs;
  if (!expired && !abandoned) return held;
  // Taken again only if nobody else took it meanwhile (the row still the one read).
  const [retaken] = await db
    .update(idempotencyKeys)
    .set({ fingerprint: row.fingerprint, status: null, answer: null, createdAt: now })
    .where(
      and(
        eq(idempotencyKeys.userId, row.userId),
        eq(idempotencyKeys.key, row.key),
        eq(idempotencyKeys.createdAt, held.createdAt),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return retaken ? null : take(db, row, now);
}

/**
 * `Idempotency-Key` on every write of the signed-in group (the IETF httpapi draft's semantics, as
 * Stripe keeps them): the first request with a key is handled and its 2xx answer kept; the same key
 * with the same request within 24 hours gets that answer again (`Idempotent-Replayed: true`) and
 * writes nothing, not even a rate-limit hit; with another request, 422; while the first is still
 * being handled, 409 with Retry-After. A refused or failed first request (any answer but 2xx) frees
 * its key, so the retry is handled afresh. Keys are the resident's own, in the database, so a retry
 * that reaches another instance finds them; one insert decides between concurrent requests.
 * Without the header a write is handled as before.
 */
export function registerIdempotency(app: FastifyInstance, db: Database, now: () => Date): void {
  app.decorateRequest('idempotency', undefined);
  markWritesInTheirTransaction(db);
  // Every later hook, the handler and its transactions run inside this request's scope.
  app.addHook('onRequest', (_request, _reply, done) => writeScope.run({}, done));
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined || readMethods.has(request.method)) return;
    const key = Array.isArray(header) ? undefined : header;
    if (key === undefined || !keyPattern.test(key)) throw httpError(400, serverTexts.idempotencyKeyInvalid);
    const fingerprint = fingerprintOf(request);
    const held = await take(db, { userId: request.user.id, key, fingerprint }, now());
    if (!held) {
      request.idempotency = { userId: request.user.id, key };
      const scope = writeScope.getStore();
      if (scope) Object.assign(scope, { userId: request.user.id, key });
      return;
    }
    if (held.fingerprint !== fingerprint) throw httpError(422, serverTexts.idempotencyKeyReused);
    const isLeft = now().getTime() - held.createdAt.getTime() >= abandonedAfterMs;
    // Written by a request whose instance died before keeping its answer: done, and never again.
    if (held.status === writtenStatus && isLeft) throw httpError(409, serverTexts.idempotencyKeyDone);
    if (held.status === null || held.status === writtenStatus)
      throw httpError(409, serverTexts.idempotencyKeyInFlight, undefined, { 'Retry-After': '1' });
    reply.header('Idempotent-Replayed', 'true').code(held.status);
    if (held.answer === null) return reply.send();
    return reply.type('application/json; charset=utf-8').send(held.answer);
  });

  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.idempotency) request.idempotency.answer = payload;
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    const where = and(eq(idempotencyKeys.userId, held.userId), eq(idempotencyKeys.key, held.key));
    const answered = reply.statusCode >= 200 && reply.statusCode < 300;
    // A write that committed and then failed to answer (its database lost a moment later) keeps its
    // key at writtenStatus: freeing it would let the retry write again.
    const isWritten = writeScope.getStore()?.isWritten === true;
    // A JSON answer as serialised; an empty one (204) as null; anything else is not kept.
    const answer =
      held.answer !== undefined
        ? JSON.stringify(held.answer)
        : payload === undefined || payload === null || payload === ''
          ? null
          : undefined;
    const status = reply.statusCode;
    const keep = () =>
      answered && answer !== undefined
        ? db.update(idempotencyKeys).set({ status, answer }).where(where)
        : isWritten
          ? Promise.resolve()
          : db.delete(idempotencyKeys).where(where);
    try {
      await keep();
    } catch (error) {
      // The write may have committed just before the database went away (a restart): its key would
      // stay held, answer 409, and be taken again after abandonedAfterMs, and a retry could then
      // write twice. The answer is kept as soon as the database is back instead, well within that.
      request.log.warn({ err: error }, 'idempotency key not kept; trying again');
      keepLater(keep, request.log);
    }
    return payload;
  });
}

/** Tries `keep` again every second, for half of abandonedAfterMs at most. */
function keepLater(keep: () => Promise<unknown>, log: FastifyRequest['log'], attempt = 1): void {
  const timer = setTimeout(() => {
    keep().catch((error: unknown) => {
      if (attempt * 1_000 < abandonedAfterMs / 2) keepLater(keep, log, attempt + 1);
      else log.error({ err: error }, 'idempotency key not kept: its retry may write again');
    });
  }, 1_000);
  timer.unref();
}

/** Deletes the keys past their window (the daily prune, beside the rate limits'). */
export async function pruneIdempotencyKeys(db: Database, at: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(at.getTime() - idempotencyWindowMs)));
}
