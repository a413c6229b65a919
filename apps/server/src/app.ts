import type { IncomingMessage } from 'node:http';
import { maxUploadBytes } from '@vizinhos/api';
import Fastify, {
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { createLoginThrottle } from './auth/loginThrottle.ts';
import { createSessionStore } from './auth/sessionStore.ts';
import { createUpgradeAuthenticator, type UpgradeIdentity } from './auth/sessions.ts';
import type { Database } from './db/openDatabase.ts';
import { accountsRoutes, loadSessionUser } from './features/accounts/index.ts';
import { geoRoutes } from './features/geo/routes.ts';
import { mapRoutes } from './features/map/routes.ts';
import { membersRoutes } from './features/members/routes.ts';
import { postsRoutes } from './features/posts/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { registerFeatureRoutes } from './http/featureRoutes.ts';
import { registerBodyParsers } from './http/registerBodyParsers.ts';
import { registerCompression } from './http/registerCompression.ts';
import { answerFrameworkError, registerErrorHandling } from './http/registerErrorHandling.ts';
import { registerRequestGuards } from './http/registerRequestGuards.ts';
import { registerSlowRequestLog } from './http/registerSlowRequestLog.ts';
import type { RouteContext } from './http/routeContext.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { serveWebApp } from './http/serveWebApp.ts';
import { createConsoleOutbox, type Outbox } from './mail/outbox.ts';
import { type BusOpener, type LivePublisher, registerRealtime } from './realtime/index.ts';

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
  /** Opens the live bus instead (tests: several apps on one in-memory bus). */
  openBus?: BusOpener;
  /** Map tile host the CSP lets images come from (MAP_TILE_HOST). */
  mapTileHost?: string | null;
  /** How long a checked session is trusted without the database (default 30 s). */
  sessionCacheMs?: number;
};

/** A registered route as the fuzz suite reads it: method, path and the schema it validates with. */
export type RegisteredRoute = { method: string; url: string; schema: FastifySchema | undefined };

/** The app, the authenticator the realtime broker uses for upgrades, and its live publisher. */
export type BuiltApp = {
  app: FastifyInstance;
  /** Every route of the app as registered (Fastify's route table), so tests can drive them all. */
  routes: readonly RegisteredRoute[];
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
    // No log lines per request; errors and slow answers are still logged (registerErrorHandling,
    // registerSlowRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
  });
  // Response schemas describe the contract (the fuzz suite reads them); answers stay plain
  // JSON.stringify, so a schema never drops or coerces a field the client reads.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of [method].flat()) routes.push({ method: one, url, schema });
  });
  const loginLimit = options.loginLimit ?? 5;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl ?? null;
  const outbox = options.outbox ?? createConsoleOutbox((line) => app.log.info(line));
  const { db } = options;
  const sessions = createSessionStore({
    db,
    load: (tokenHash, at) => loadSessionUser(db, tokenHash, at),
    now,
    ...(options.sessionCacheMs !== undefined ? { ttlMs: options.sessionCacheMs } : {}),
  });
  const authenticate = createUpgradeAuthenticator(db, now, publicUrl, (token) => sessions.find(token));
  // The STOMP broker on /ws of this app's own HTTP server, registered before listen so that it
  // closes with the app; routes publish through `context.live`.
  const realtime = await registerRealtime(app, {
    authenticate,
    ...(options.amqpUrl ? { amqpUrl: options.amqpUrl } : {}),
    ...(options.openBus ? { openBus: options.openBus } : {}),
  });
  // Sessions ended or users changed on other instances reach this one's cache through the bus.
  await sessions.connect(realtime.internal);
  const context: RouteContext = {
    db,
    sessions,
    outbox,
    loginThrottle: createLoginThrottle({ limit: loginLimit }),
    addressThrottle: createLoginThrottle({ limit: loginLimit * 10 }),
    now,
    publicUrl,
    live: realtime.publisher,
  };

  registerErrorHandling(app);
  registerSlowRequestLog(app);
  const pagePolicy = registerSecurityHeaders(app, { publicUrl, mapTileHost: options.mapTileHost ?? null });
  await registerCompression(app);
  await registerBodyParsers(app);
  registerRequestGuards(app, publicUrl);
  await registerFeatureRoutes(app, context, features);
  await serveWebApp(app, options.webDist ?? null, pagePolicy);
  return { app, routes, authenticate, outbox, live: realtime.publisher };
}
