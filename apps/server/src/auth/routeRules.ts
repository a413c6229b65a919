import { canModerate, moderationTexts } from '@vizinhos/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema.ts';
import { httpError, tooManyRequests } from '../http/httpError.ts';
import type { RouteContext } from '../http/routeContext.ts';
import { giveBack, reserve } from './rateLimit.ts';
import { writeLimitText } from './writeLimits.texts.ts';
import { type DeclaredKind, writeKey, writeRules } from './writeLimits.ts';

/** One limit a call counts: one hit of the kind, and `amount` units of it (residents added). */
type LimitUse = DeclaredKind | { kind: DeclaredKind; amount: number };

/** What one call counts: one limit, several (each reserved in turn), or nothing (`false`). */
export type LimitDecision = LimitUse | readonly LimitUse[] | false;

/**
 * A write route's limit, declared on the route: the limits every call counts, a function of the
 * request for the calls whose count depends on what they carry (a Segurança post, the residents a
 * group adds), or `{ none: why }`, the visible choice of no limit.
 */
export type LimitRule =
  | LimitUse
  | readonly LimitUse[]
  | { none: string }
  | ((request: FastifyRequest) => LimitDecision | Promise<LimitDecision>);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The limit decision of a write of the signed-in group (every one has one:
     * test/security/routeRules.test.ts walks them), reserved by `enforceRouteRules`.
     */
    limit?: LimitRule;
    /** Who may call the route, read fresh from the database: a moderator (founder, admin, moderator). */
    role?: 'moderator';
    /** Set on every route of the signed-in group (http/featureRoutes.ts), so the route walks know them. */
    signedIn?: boolean;
  }
  interface FastifyRequest {
    /**
     * The caller's role as just read by a route with `config: { role: 'moderator' }` (the session's
     * copy may be older than an appointment); reading it on another route is a bug and throws.
     */
    readonly moderatorRole: string;
  }
}

/**
 * The reasons a write of the signed-in group has no limit, named once: `config: { limit: noLimit.own }`.
 * Each says why a script repeating the call reaches nobody, or costs nothing a limit would save.
 */
export const noLimit = {
  own: {
    none: 'it changes only what is the resident’s own (profile, settings, marks, subscriptions, blocks) and notifies nobody',
  },
  password: {
    none: 'its limit is placed by the handler around the password check: wrong current passwords count, the right one clears them (writeRules.passwordGuess)',
  },
  move: {
    none: 'its limits are placed by the handler: wrong passwords (writeRules.moveGuess), and the week’s one move inside the move’s transaction (writeRules.move)',
  },
  boundary: { none: 'it replaces the area’s one boundary: repeating it adds nothing and notifies nobody' },
  edit: {
    none: 'it edits or removes an item of the resident’s own, whose creation is limited; nobody is notified',
  },
  leave: { none: 'it takes the resident out of something (a conversation, the account, the session)' },
  manage: { none: 'a group admin’s change of roles in a group they manage, seen by its participants only' },
  moderation: { none: 'a moderator’s decision on the area, written to the open record (role: moderator)' },
  readsOnly: { none: 'it writes nothing (the analyser answers from the text sent)' },
  appeal: { none: 'one appeal per removal of the resident’s own content, refused again with a 409' },
} as const satisfies Record<string, { none: string }>;

const moderatorRoles = new WeakMap<FastifyRequest, string>();
const reservations = new WeakMap<FastifyRequest, readonly { key: string; amount: number }[]>();

/** The uses of a decision, in the order they are reserved. */
function usesOf(decision: LimitDecision): { kind: DeclaredKind; amount: number }[] {
  if (decision === false) return [];
  const list: readonly LimitUse[] = Array.isArray(decision) ? decision : [decision as LimitUse];
  return list.map((use) => (typeof use === 'string' ? { kind: use, amount: 0 } : use));
}

/** The call's decision: declared as it is, or worked out from the request. */
async function decide(rule: LimitRule | undefined, request: FastifyRequest): Promise<LimitDecision> {
  if (rule === undefined) return false;
  if (typeof rule === 'function') return rule(request);
  if (typeof rule === 'object' && 'none' in rule) return false;
  return rule;
}

/**
 * The one hook that enforces the rules a signed-in route declares, registered once by
 * http/featureRoutes.ts. Its place in a write's life, in this order: the mute (preValidation,
 * auth/writeLimits.ts), the schema's validation, the session (preHandler), the Idempotency-Key (a
 * replayed key is answered there, so it never reaches this hook and spends no limit), then this
 * hook, then the handler:
 * - `role: 'moderator'`: the caller's role read fresh, a 403 unless they moderate
 *   (`request.moderatorRole` keeps what was read);
 * - `limit`: each limit of the call reserved in turn; the first one refused answers 429 with
 *   Retry-After and its Portuguese text (the ones reserved before it keep their hits: it was an
 *   attempt).
 * A call the handler then refuses for what it is (any 4xx but a 429: a post not found, a text too
 * long, a block) gets its hits and amounts back as it answers, so only the writes a resident could
 * make count, as when the handlers reserved after their own checks. A 429 or a 5xx keeps them.
 */
export function enforceRouteRules(app: FastifyInstance, context: Pick<RouteContext, 'db' | 'now'>): void {
  const { db, now } = context;
  app.decorateRequest('moderatorRole', {
    getter(this: FastifyRequest): string {
      const role = moderatorRoles.get(this);
      if (role === undefined)
        throw new Error('request.moderatorRole read on a route without role: moderator');
      return role;
    },
  });
  app.addHook('preHandler', async function enforceRules(request) {
    const { role, limit } = request.routeOptions.config;
    if (role === 'moderator') {
      const [row] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, request.user.id))
        .limit(1);
      const fresh = row?.role ?? 'Membro';
      if (!canModerate(fresh)) throw httpError(403, moderationTexts.onlyModeration);
      moderatorRoles.set(request, fresh);
    }
    const held: { key: string; amount: number }[] = [];
    for (const { kind, amount } of usesOf(await decide(limit, request))) {
      const key = writeKey(kind, request.user.id);
      const reserved = await reserve(db, key, writeRules[kind], now(), amount);
      if (!reserved.ok)
        throw tooManyRequests(writeLimitText(kind, reserved.retryAfterS), reserved.retryAfterS);
      held.push({ key, amount });
    }
    if (held.length > 0) reservations.set(request, held);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const held = reservations.get(request);
    reservations.delete(request);
    const refused = reply.statusCode >= 400 && reply.statusCode < 500 && reply.statusCode !== 429;
    if (held && refused) for (const { key, amount } of held) await giveBack(db, key, 1, amount);
    return payload;
  });
}
