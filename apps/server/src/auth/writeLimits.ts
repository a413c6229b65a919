import { mutedText } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { httpError, tooManyRequests } from '../http/httpError.ts';
import type { RouteContext } from '../http/routeContext.ts';
import { type RateRule, reserve } from './rateLimit.ts';
import { writeLimitText } from './writeLimits.texts.ts';

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

/**
 * A resident a moderator muted gets a 403 saying until when (spec 3: they read, not write). Every
 * write checks it: the counted ones through reserveWrite, edits (posts, comments, conversations,
 * services) directly, so a muted resident cannot rewrite what is already there either.
 */
export async function refuseWhileMuted(
  context: Pick<RouteContext, 'db' | 'now'>,
  userId: string,
): Promise<void> {
  const [row] = await context.db
    .select({ mutedUntil: users.mutedUntil })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (row?.mutedUntil && row.mutedUntil > context.now()) throw httpError(403, mutedText(row.mutedUntil));
}

/**
 * Reserves one write of `kind` for the resident (and `amount` units: residents added), or throws a
 * 429 with Retry-After and the Portuguese text. Called after the request is checked, before the write.
 * A muted resident gets refuseWhileMuted's 403 instead.
 */
export async function reserveWrite(
  context: Pick<RouteContext, 'db' | 'now'>,
  userId: string,
  kind: WriteKind,
  amount = 0,
): Promise<void> {
  await refuseWhileMuted(context, userId);
  const reserved = await reserve(
    context.db,
    `write:${kind}:${userId}`,
    writeRules[kind],
    context.now(),
    amount,
  );
  if (!reserved.ok) throw tooManyRequests(writeLimitText(kind, reserved.retryAfterS), reserved.retryAfterS);
}
