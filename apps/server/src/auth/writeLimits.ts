import { mutedText } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { Database } from '../db/openDatabase.ts';
import { users } from '../db/schema.ts';
import { httpError, tooManyRequests } from '../http/httpError.ts';
import type { RouteContext } from '../http/routeContext.ts';
import { type RateRule, reserve } from './rateLimit.ts';
import { sessionCookieName } from './sessions.ts';

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
 * The one table of the limits on what a signed-in resident does, per window, reserved in the
 * database (the same table and atomic upsert as the sign-in limits), so they hold under concurrency
 * and across instances. Chosen so that a busy honest resident never meets them and a script does in
 * seconds; the README's security section lists them. Routes declare which of them they count
 * (`config: { limit: 'comment' }`, auth/routeRules.ts), and one hook of the signed-in group reserves
 * them before the handler. A Segurança post counts as a post and as an alert, because its
 * notification (and push) reaches every resident of the area. Group additions count the residents
 * added (`amount`), whatever the number of calls.
 *
 * The last three are reserved by their handlers instead (`reserveInHandler`), because a hook before
 * the handler cannot place them: guesses of the current password count wrong passwords and are
 * cleared by the right one, after the password is checked; the move of address is spent inside the
 * move's transaction, so a move that fails part-way, or a "move" to one's own area, spends nothing.
 *
 * Outside this table, on purpose: the sign-in, sign-up and reset-mail limits (auth/rateRules.ts),
 * which belong to the open routes, count per client address and e-mail written (there is no
 * resident yet) and are configured per app (LOGIN_LIMIT, SIGNUP_LIMIT); and the upload quota
 * (features/images/storeUpload.ts), which counts the bytes of a decoded file, is configured per app
 * (`uploadQuota`) and is shared by every route that takes an image.
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
  // Wrong current passwords a session may try before it waits: a stolen session cannot guess on.
  passwordGuess: { hits: 5, windowMs: 15 * minute },
  // Wrong passwords a session may try on the move of address before it waits.
  moveGuess: { hits: 5, windowMs: 15 * minute },
  // One move of address per resident in 7 days (rateRules.ts's longestWindowMs keeps its rows).
  move: { hits: 1, windowMs: 7 * day },
} satisfies Record<string, RateRule>;

/** A kind of write with a limit of its own. */
export type WriteKind = keyof typeof writeRules;

/** The limits their handlers reserve (see writeRules), each under the key it has always had. */
const handlerKeys = { passwordGuess: 'password-change', moveGuess: 'move-password', move: 'move' } as const;
type HandlerKind = keyof typeof handlerKeys;

/** A limit a route declares (`config: { limit }`), reserved by the signed-in group's hook. */
export type DeclaredKind = Exclude<WriteKind, HandlerKind>;

/** The rate-limit key of a resident's limit. */
export function writeKey(kind: WriteKind, userId: string): string {
  return kind in handlerKeys ? `${handlerKeys[kind as HandlerKind]}:${userId}` : `write:${kind}:${userId}`;
}

/**
 * Reserves one attempt of a limit its handler places itself (see writeRules: the password guesses,
 * cleared with `clearRate(db, writeKey(kind, id))` by the right password; the move, in its
 * transaction), or throws a 429 with Retry-After and the handler's Portuguese text.
 */
export async function reserveInHandler(
  db: Database,
  kind: HandlerKind,
  userId: string,
  now: Date,
  refusal: (retryAfterS: number) => string,
): Promise<void> {
  const reserved = await reserve(db, writeKey(kind, userId), writeRules[kind], now);
  if (!reserved.ok) throw tooManyRequests(refusal(reserved.retryAfterS), reserved.retryAfterS);
}

/** A resident a moderator muted gets a 403 saying until when (spec 3: they read, not write). */
async function refuseWhileMuted(context: Pick<RouteContext, 'db' | 'now'>, userId: string): Promise<void> {
  const [row] = await context.db
    .select({ mutedUntil: users.mutedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.mutedUntil && row.mutedUntil > context.now()) throw httpError(403, mutedText(row.mutedUntil));
}

/**
 * The route config of a write a muted resident may still make, beside its other rules:
 * `{ schema, config: { ...openWhileMuted, limit: noLimit.own } }`.
 */
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
