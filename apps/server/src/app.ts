import type { IncomingMessage } from 'node:http';
import { maxUploadBytes } from '@vizinhos/api';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createLoginThrottle } from './auth/loginThrottle.ts';
import { createUpgradeAuthenticator, type UpgradeIdentity } from './auth/sessions.ts';
import type { Database } from './db/openDatabase.ts';
import { accountsRoutes } from './features/accounts/routes.ts';
import { geoRoutes } from './features/geo/routes.ts';
import { mapRoutes } from './features/map/routes.ts';
import { membersRoutes } from './features/members/routes.ts';
import { postsRoutes } from './features/posts/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { registerFeatureRoutes } from './http/featureRoutes.ts';
import { registerBodyParsers } from './http/registerBodyParsers.ts';
import { registerErrorHandling } from './http/registerErrorHandling.ts';
import { registerRequestGuards } from './http/registerRequestGuards.ts';
import type { RouteContext } from './http/routeContext.ts';
import { serveWebApp } from './http/serveWebApp.ts';
import { createConsoleOutbox, type Outbox } from './mail/outbox.ts';
import { type LivePublisher, registerRealtime } from './realtime/index.ts';

/** Everything buildApp needs; the database is opened (and migrated) by the caller. */
export type BuildAppOptions = {
  db: Database;
  /** Fastify's logger option: false in tests, pino settings in main.ts. */
  logger?: FastifyServerOptions['logger'];
  outbox?: Outbox;
  /** Built web app to serve with an SPA fallback, or null. */
  webDist?: string | null;
  publicUrl?: string | null;
  trustProxy?: boolean;
  /** Failed sign-ins allowed per name within the window (per address: ten times as many). */
  loginLimit?: number;
  now?: () => Date;
  /** RabbitMQ URL for the live broker's bus between instances (AMQP_URL); in memory when absent. */
  amqpUrl?: string | null;
};

/** The app, the authenticator the realtime broker uses for upgrades, and its live publisher. */
export type BuiltApp = {
  app: FastifyInstance;
  authenticate: (request: IncomingMessage) => Promise<UpgradeIdentity | null>;
  outbox: Outbox;
  live: LivePublisher;
};

const bodyLimit = maxUploadBytes + 1024 * 1024;

/** Every feature the server serves, in the order their routes register. */
const features = [accountsRoutes, geoRoutes, membersRoutes, profileRoutes, mapRoutes, postsRoutes];

/** Builds the Fastify app with every route of the contract; it does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
  });
  // Response schemas describe the contract (the fuzz suite reads them); answers stay plain
  // JSON.stringify, so a schema never drops or coerces a field the client reads.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const loginLimit = options.loginLimit ?? 5;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl ?? null;
  const outbox = options.outbox ?? createConsoleOutbox((line) => app.log.info(line));
  const authenticate = createUpgradeAuthenticator(options.db, now, publicUrl);
  // The STOMP broker on /ws of this app's own HTTP server, registered before listen so that it
  // closes with the app; routes publish through `context.live`.
  const realtime = await registerRealtime(app, {
    authenticate,
    ...(options.amqpUrl ? { amqpUrl: options.amqpUrl } : {}),
  });
  const context: RouteContext = {
    db: options.db,
    outbox,
    loginThrottle: createLoginThrottle({ limit: loginLimit }),
    addressThrottle: createLoginThrottle({ limit: loginLimit * 10 }),
    now,
    publicUrl,
    live: realtime.publisher,
  };

  registerErrorHandling(app);
  await registerBodyParsers(app);
  registerRequestGuards(app, publicUrl);
  await registerFeatureRoutes(app, context, features);
  await serveWebApp(app, options.webDist ?? null);
  return { app, authenticate, outbox, live: realtime.publisher };
}
