import { mutedText } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import type { preValidationAsyncHookHandler } from 'fastify';
import { users } from '../db/schema.ts';
import { httpError, tooManyRequests } from '../http/httpError.ts';
import type { RouteContext } from '../http/routeContext.ts';
import { type RateRule, reserve } from './rateLimit.ts';
import { sessionCookieName } from './sessions.ts';
import { writeLimitText } from './writeLimits.texts.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write of the signed-in group a muted resident may still make (refuseMutedWrites): only what
     * nobody else sees of them (signing out, passwords, settings, reading marks, blocks, leaving a
     * conversation) and the appeal of a removal (spec 3: Mute).
     */
    openWhileMuted?: boolean;
  }
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The writes each resident may make, per window, reserved in the database before the write (the
 * same table and atomic upsert as the sign-in limits), so they hold under concurrency and across
 * instances. Chosen so that a busy honest resident never meets them and a script does in seconds;
 * the README's security section lists them. A Segurança post counts as a post and as an alert,
 * because its notification (and push) reaches every resident of the area. Group additions count
 * the residents added (`amount`), whatever the number of calls.
 */
export const writeRules = {
  post: { hits: 20, windowMs: hour },
  securityPost: { hits: 5, windowMs: hour },
  comment: { hits: 30, windowMs: 10 * minute },
  // What became of the comment box's nudge: at most one per comment written, and some dismissals.
  commentNudge: { hits: 60, windowMs: 10 * minute },
  message: { hits: 120, windowMs: 10 * minute },
  conversation: { hits: 10, windowMs: hour },
  groupAddition: { hits: 1_000, amount: 200, windowMs: day },
  service: { hits: 10, windowMs: day },
  vote: { hits: 200, windowMs: 10 * minute },
  flag: { hits: 20, windowMs: hour },
} satisfies Record<string, RateRule>;

/** A kind of write with a limit of its own. */
export type WriteKind = keyof typeof writeRules;

/** A resident a moderator muted gets a 403 saying until when (spec 3: they read, not write). */
async function refuseWhileMuted(context: Pick<RouteContext, 'db' | 'now'>, userId: string): Promise<void> {
  const [row] = await context.db
    .select({ mutedUntil: users.mutedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.mutedUntil && row.mutedUntil > context.now()) throw httpError(403, mutedText(row.mutedUntil));
}

/** The route config of a write a muted resident may still make: `{ schema, config: openWhileMuted }`. */
export const openWhileMuted = { openWhileMuted: true } as const;

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one place that decides which calls a mute refuses: every write of the signed-in group (any
 * method but GET, HEAD, OPTIONS), unless its route says `config: { openWhileMuted: true }`. Refusing
 * by default means a new write route cannot forget the mute; opening one is a visible choice on the
 * route (test/security/muteGuard.test.ts walks them all). It runs before validation, so a muted
 * resident's malformed call is refused for the mute, not for its shape. The mute is read fresh from
 * the database, as a moderator may have muted the resident a moment ago.
 */
export function refuseMutedWrites(
  context: Pick<RouteContext, 'db' | 'now' | 'sessions'>,
): preValidationAsyncHookHandler {
  return async function refuseMuted(request) {
    if (readMethods.has(request.method) || request.routeOptions.config.openWhileMuted) return;
    const token = request.cookies[sessionCookieName];
    const user = token ? await context.sessions.find(token) : null;
    // Without a session the signed-in group's preHandler answers 401.
    if (user?.activated) await refuseWhileMuted(context, user.id);
  };
}

/**
 * Reserves one write of `kind` for the resident (and `amount` units: residents added), or throws a
 * 429 with Retry-After and the Portuguese text. Called after the request is checked, before the write.
 */
export async function reserveWrite(
  context: Pick<RouteContext, 'db' | 'now'>,
  userId: string,
  kind: WriteKind,
  amount = 0,
): Promise<void> {
  const reserved = await reserve(
    context.db,
    `write:${kind}:${userId}`,
    writeRules[kind],
    context.now(),
    amount,
  );
  if (!reserved.ok) throw tooManyRequests(writeLimitText(kind, reserved.retryAfterS), reserved.retryAfterS);
}
