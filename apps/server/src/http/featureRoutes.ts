import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { enforceRouteRules } from '../auth/routeRules.ts';
import { decorateSessionUser, requireSession } from '../auth/sessionGuard.ts';
import { refuseMutedWrites } from '../auth/writeLimits.ts';
import { registerIdempotency } from './idempotency.ts';
import type { RouteContext } from './routeContext.ts';

/**
 * Types a handler's input (query, body, params, headers) and its answers from its route's TypeBox
 * schemas, as `@fastify/type-provider-typebox` does. Fastify types what a handler returns, or
 * sends with `reply.send`, as any of its response schemas' types, and `reply.code(n).send` as status
 * n's when the schema names n itself (a code under `4xx` or `5xx` takes any of them): a shape no
 * schema allows fails tsc (test/http/answerTypes.test.ts). At run time answers are plain
 * JSON.stringify (app.ts): the schemas never reshape them, the tests check them.
 */
interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

/**
 * The app as route modules see it: route schemas are TypeBox schemas, so each handler's
 * `request.query`, `body` and `params` have the types of the schemas that validated them, and
 * its answers the types of its response schemas.
 */
export type RouteApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  SchemaTypeProvider
>;

/** The app (or an encapsulated context of it) typed as route modules see it. */
export const asRouteApp = (app: FastifyInstance): RouteApp => app.withTypeProvider<SchemaTypeProvider>();

/** Registers some of a feature's routes on the app or on the signed-in group. */
type RegisterRoutes = (app: RouteApp, context: RouteContext) => void;

/** A feature's route module: the routes open to visitors, and those that need a session. */
export type FeatureRoutes = {
  /** Routes anyone may call (sign in, signup, the area search signup uses). */
  open?: RegisterRoutes;
  /** Routes behind the session preHandler, where `request.user` is the signed-in user. */
  signedIn?: RegisterRoutes;
};

/**
 * Registers every feature: open routes on the app itself, signed-in routes in one encapsulated
 * context whose hooks run in this order on each call, so no handler checks any of it by hand:
 * 1. preValidation: a mute refuses the writes of a muted resident unless the route is open while
 *    muted (auth/writeLimits.ts), before the body's shape is judged;
 * 2. the schema's validation;
 * 3. preHandler: the session loads `request.user`, or 401;
 * 4. preHandler: a retried `Idempotency-Key` is answered again instead of writing twice
 *    (http/idempotency.ts), before any limit is spent;
 * 5. preHandler: the rules the route declares, `config: { role, limit }` (auth/routeRules.ts).
 * Every route of the group is marked `config.signedIn`, so the route walks of the tests know them.
 */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  context: RouteContext,
  features: readonly FeatureRoutes[],
): Promise<void> {
  decorateSessionUser(app);
  const typed = asRouteApp(app);
  for (const feature of features) feature.open?.(typed, context);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRoute', (route) => {
      route.config ??= {};
      route.config.signedIn = true;
    });
    signedIn.addHook('preValidation', refuseMutedWrites(context));
    signedIn.addHook('preHandler', requireSession(context.sessions));
    // After the session: keys are the resident's own.
    registerIdempotency(signedIn, context.db, context.now);
    // After the key: a replayed call spends no limit.
    enforceRouteRules(signedIn, context);
    for (const feature of features) feature.signedIn?.(asRouteApp(signedIn), context);
  });
}
