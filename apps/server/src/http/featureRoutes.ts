import type { FastifyInstance } from 'fastify';
import { decorateSessionUser, requireSession } from '../auth/sessionGuard.ts';
import type { RouteContext } from './routeContext.ts';

/** Registers some of a feature's routes on the app or on the signed-in group. */
type RegisterRoutes = (app: FastifyInstance, context: RouteContext) => void;

/** A feature's route module: the routes open to visitors, and those that need a session. */
export type FeatureRoutes = {
  /** Routes anyone may call (sign in, signup, the area search signup uses). */
  open?: RegisterRoutes;
  /** Routes behind the session preHandler, where `request.user` is the signed-in user. */
  signedIn?: RegisterRoutes;
};

/**
 * Registers every feature: open routes on the app itself, signed-in routes in one encapsulated
 * context whose single preHandler loads the session user, so no handler checks it by hand.
 */
export async function registerFeatureRoutes(
  app: FastifyInstance,
  context: RouteContext,
  features: readonly FeatureRoutes[],
): Promise<void> {
  decorateSessionUser(app);
  for (const feature of features) feature.open?.(app, context);
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', requireSession(context.sessions));
    for (const feature of features) feature.signedIn?.(signedIn, context);
  });
}
