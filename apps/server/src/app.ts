import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { maxUploadBytes } from '@vizinhos/api';
import Fastify, {
  type FastifyContextConfig,
  type FastifyInstance,
  type FastifySchema,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { hashToken } from './auth/createToken.ts';
import { rateRules } from './auth/rateRules.ts';
import { createSessionStore, type SessionStore } from './auth/sessionStore.ts';
import { createUpgradeAuthenticator, sessionTokenOf, type UpgradeIdentity } from './auth/sessions.ts';
import { readTrustProxy } from './config.ts';
import type { Database } from './db/openDatabase.ts';
import { accountsRoutes, loadSessionUser } from './features/accounts/index.ts';
import { commentsRoutes } from './features/comments/index.ts';
import { eventsRoutes } from './features/events/index.ts';
import { geoRoutes } from './features/geo/routes.ts';
import { imagesRoutes } from './features/images/index.ts';
import { mapRoutes } from './features/map/routes.ts';
import { membersRoutes } from './features/members/routes.ts';
import { messagingRoutes } from './features/messaging/index.ts';
import { moderationRoutes } from './features/moderation/index.ts';
import {
  notificationDelivery,
  notificationJobHandlers,
  notificationsRoutes,
} from './features/notifications/index.ts';
import { pollsRoutes } from './features/polls/index.ts';
import { postsRoutes } from './features/posts/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { pushRoutes } from './features/push/index.ts';
import { createPushPolicy } from './features/push/pushEndpointPolicy.ts';
import { searchRoutes } from './features/search/routes.ts';
import { servicesRoutes } from './features/services/index.ts';
import { settingsRoutes } from './features/settings/index.ts';
import { createFirstPaintReader } from './firstPaintReader.ts';
import { afterAnswer } from './http/afterAnswer.ts';
import { afterCommit } from './http/afterCommit.ts';
import { createAllowedMethods } from './http/allowedMethods.ts';
import { answerClientError } from './http/answerClientError.ts';
import { registerFeatureRoutes } from './http/featureRoutes.ts';
import { createLinkOrigin } from './http/linkOrigin.ts';
import { proxyTrust } from './http/proxyTrust.ts';
import { createReadCache, type ReadCache, readCacheClearing } from './http/readCache.ts';
import { registerBodyParsers } from './http/registerBodyParsers.ts';
import { registerCompression } from './http/registerCompression.ts';
import { answerFrameworkError, registerErrorHandling } from './http/registerErrorHandling.ts';
import { registerNoStore } from './http/registerNoStore.ts';
import { registerOpenApi } from './http/registerOpenApi.ts';
import { registerRequestGuards } from './http/registerRequestGuards.ts';
import { registerSlowRequestLog } from './http/registerSlowRequestLog.ts';
import type { RouteContext, UploadQuota } from './http/routeContext.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { serveWebApp } from './http/serveWebApp.ts';
import { createJobQueue, type JobQueue } from './jobs/jobQueue.ts';
import { createMailboxOutbox } from './mail/mailbox.ts';
import { mailJobHandlers, planRecurring } from './mail/mailJobs.ts';
import type { Outbox } from './mail/outbox.ts';
import { mailboxRoutes } from './mail/registerMailbox.ts';
import { unsubscribeRoutes } from './mail/registerUnsubscribe.ts';
import { loadUnsubscribeKey } from './mail/unsubscribeToken.ts';
import { registerOperations } from './ops/registerOperations.ts';
import { type OverloadLimits, registerOverload } from './ops/registerOverload.ts';
import { brokerTexts } from './realtime/broker.texts.ts';
import { type BusOpener, type LivePublisher, registerRealtime } from './realtime/index.ts';

/** Everything buildApp needs; the database is opened (and migrated) by the caller. */
export type BuildAppOptions = {
  db: Database;
  /** Fastify's logger option: false in tests, pino settings in main.ts. */
  logger?: FastifyServerOptions['logger'];
  outbox?: Outbox;
  /** Built web app to serve with an SPA fallback, or null. */
  webDist?: string | null;
  /** Origin of mailed links and of the CSRF check (PUBLIC_URL); else the listen address. */
  publicUrl?: string | null;
  /**
   * The reverse proxies (addresses or CIDR blocks, TRUST_PROXY) whose X-Forwarded-For gives the
   * client address (nothing else); `true`: one on this machine (127.0.0.1, ::1).
   */
  trustProxy?: boolean | readonly string[];
  /** Sign-in attempts allowed per account and address within the window (per address: ten times as many). */
  loginLimit?: number;
  /** Sign-ups allowed per client address an hour (SIGNUP_LIMIT; default 5). */
  signupLimit?: number;
  /** Upload limits per resident (defaults: 30 images and 50 MB an hour, 500 images and 200 MB in all). */
  uploadQuota?: UploadQuota;
  /** Header and whole-request timeouts; a slow client is dropped with a 408 (defaults 10 s and 25 s). */
  timeouts?: { headersMs: number; requestMs: number };
  now?: () => Date;
  /** RabbitMQ URL for the live broker's bus between instances (AMQP_URL); in memory when absent. */
  amqpUrl?: string | null;
  /** Opens the live bus instead (tests: several apps on one in-memory bus). */
  openBus?: BusOpener;
  /** Map tile host the CSP lets images come from (MAP_TILE_HOST). */
  mapTileHost?: string | null;
  /** Push service host names accepted beside the browsers' own (PUSH_SERVICE_HOSTS). */
  pushHosts?: readonly string[];
  /** Exact origins accepted as push endpoints, plain http and loopback included: tests only. */
  localPushOrigins?: readonly string[];
  /** How long one push service may take to answer (default 5 s); the push tests hold tarpits longer. */
  pushTimeoutMs?: number;
  /** How long a checked session is trusted without the database (default 30 s). */
  sessionCacheMs?: number;
  /** GET /metrics with this bearer token (METRICS_TOKEN); no metrics at all when absent. */
  metricsToken?: string | null;
  /** The PostgreSQL pool's counts, for the metrics and the load check. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** When the instance refuses requests with a 503 (MAX_EVENT_LOOP_DELAY_MS, MAX_DB_WAITING); off when absent. */
  overload?: OverloadLimits;
  /**
   * Runs due jobs every minute and at start (main.ts); off by default, so a test drives them with
   * `jobs.tick()` at its own clock's time.
   */
  runJobs?: boolean;
};

/**
 * A registered route as the route walks read it: method, path, the schema it validates with, and
 * its config (the rules it declares; `signedIn` on the routes of the signed-in group).
 */
type RegisteredRoute = {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  readonly config: FastifyContextConfig;
};

/** The app, the authenticator the realtime broker uses for upgrades, and its live publisher. */
export type BuiltApp = {
  app: FastifyInstance;
  /** Every route of the app as registered (Fastify's route table), so tests can drive them all. */
  routes: readonly RegisteredRoute[];
  authenticate: (request: IncomingMessage) => Promise<UpgradeIdentity | null>;
  outbox: Outbox;
  /** The busiest reads' cache: the admin commands empty it after their writes. */
  reads: ReadCache;
  /** The sessions it trusts: the admin commands end a deactivated resident's at once. */
  sessions: SessionStore;
  live: LivePublisher;
  /** Resolves when the work routes started after answering (reset mails) has finished. */
  settled: () => Promise<void>;
  /** The job queue, and one turn of the scheduler: plan what recurs, run what is due. */
  jobs: JobQueue & { tick: () => Promise<number> };
};

const bodyLimit = maxUploadBytes + 1024 * 1024;
const megabyte = 1024 * 1024;
const defaultUploadQuota: UploadQuota = {
  perHour: { count: 30, bytes: 50 * megabyte },
  total: { count: 500, bytes: 200 * megabyte },
};
// Checked every second, so a client past its timeout is dropped within about a second of it.
const defaultTimeouts = { headersMs: 10_000, requestMs: 25_000 };

/**
 * Every route module the server serves, in the order their routes register: each feature's open
 * routes on the app, its signed-in ones in the group whose hooks check the mute, the session, the
 * Idempotency-Key and the rules each route declares (http/featureRoutes.ts). Deliberately outside
 * this table, registered by buildApp itself: the health addresses and metrics (ops/, first, so
 * they time every other route and answer before the load check refuses), the live broker's /ws
 * upgrade (not a route), and the web app with its SPA fallback (last: it answers every address no
 * route claims).
 */
const features = [
  accountsRoutes,
  geoRoutes,
  membersRoutes,
  profileRoutes,
  imagesRoutes,
  mapRoutes,
  postsRoutes,
  commentsRoutes,
  moderationRoutes,
  pollsRoutes,
  eventsRoutes,
  servicesRoutes,
  settingsRoutes,
  messagingRoutes,
  searchRoutes,
  notificationsRoutes,
  // Web Push settings and subscriptions; the sender is the notifications feature's delivery.
  pushRoutes,
  // The mails' one-click unsubscribe (open: the signed token names the resident), and the local
  // mailbox page (loopback only, and only without an SMTP relay).
  unsubscribeRoutes,
  mailboxRoutes,
];

/** Builds the Fastify app with every route of the contract; it does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const timeouts = options.timeouts ?? defaultTimeouts;
  const trustedProxies = options.trustProxy === true ? readTrustProxy('1').proxies : options.trustProxy || [];
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? false,
    // Header and body timeouts: a client that sends slowly is answered 408 and dropped.
    serverFactory: (handler: (request: IncomingMessage, response: ServerResponse) => void) =>
      createServer(
        {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          connectionsCheckingInterval: 1_000,
          keepAliveTimeout: 72_000,
        },
        handler,
      ),
    clientErrorHandler: answerClientError,
    // No log lines per request; errors and slow answers are still logged (registerErrorHandling,
    // registerSlowRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    // One hop, from a listed proxy only: the address the proxy saw, never what a client wrote into
    // X-Forwarded-For itself, whether behind the proxy or connected directly.
    trustProxy: trustedProxies.length > 0 ? proxyTrust(trustedProxies) : false,
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
    // A request that reaches a stopping instance (SIGTERM, before its listener closes) is served like
    // any other, its connection closed after (ops/shutdown.ts). Fastify's default 503 would reach the
    // resident: nginx passes an instance's 503 on rather than re-sending it, since a database restart
    // that both instances answer 503 must not take both out of the upstream.
    return503OnClosing: false,
  });
  // Response schemas describe the contract (the fuzz suite reads them); answers stay plain
  // JSON.stringify, so a schema never drops or coerces a field the client reads.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    // The config as the route ends up with it: the signed-in group's own onRoute hook runs after this one.
    for (const one of [route.method].flat())
      routes.push({
        method: one,
        url: route.url,
        schema: route.schema,
        get config() {
          return route.config ?? {};
        },
      });
  });
  const loginLimit = options.loginLimit ?? 5;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl ?? null;
  const linkOrigin = createLinkOrigin(publicUrl, app.server);
  // Without a relay the mails are printed and kept for the local mailbox page (loopback only).
  const outbox = options.outbox ?? createMailboxOutbox((line) => app.log.info(line), now);
  const { db } = options;
  const sessions = createSessionStore({
    db,
    load: (tokenHash, at) => loadSessionUser(db, tokenHash, at),
    now,
    ...(options.sessionCacheMs !== undefined ? { ttlMs: options.sessionCacheMs } : {}),
  });
  const authenticate = createUpgradeAuthenticator(db, now, publicUrl, (token) => sessions.find(token));
  // The load check first, so an overloaded instance refuses before any other hook works.
  const overloaded = await registerOverload(
    app,
    options.overload ?? { maxEventLoopDelayMs: 0, maxDatabaseWaiting: 0 },
    options.poolStats,
  );
  // Health addresses and metrics (ops/): registered first, so they time every other route.
  const operations = registerOperations(app, {
    db,
    metricsToken: options.metricsToken ?? null,
    busConfigured: Boolean(options.amqpUrl),
    poolStats: options.poolStats,
    ...(overloaded ? { overloaded } : {}),
  });
  // The STOMP broker on /ws of this app's own HTTP server, registered before listen so that it
  // closes with the app; routes publish through `context.live`, as after-commit steps.
  const realtime = await registerRealtime(app, {
    ...operations.realtimeOptions,
    // The session's key goes with the socket, so ending the session closes it (logout, reset).
    authenticate: async (request) => {
      const identity = await authenticate(request);
      const token = sessionTokenOf(request);
      return identity && token ? { ...identity, sessionKey: hashToken(token) } : identity;
    },
    ...(options.amqpUrl ? { amqpUrl: options.amqpUrl } : {}),
    ...(options.openBus ? { openBus: options.openBus } : {}),
  });
  operations.useRealtime(realtime);
  // Sessions ended or users changed on other instances reach this one's cache through the bus.
  await sessions.connect(realtime.internal);
  // The busiest reads' answers, emptied by every write here and on the other instances.
  const reads = createReadCache();
  await reads.connect(realtime.internal);
  sessions.onEnded(({ tokenHash, userId, moved }) =>
    realtime.endSessions(
      {
        ...(tokenHash ? { sessionKey: tokenHash } : {}),
        ...(userId ? { userId } : {}),
      },
      moved ? brokerTexts.areaChanged : undefined,
    ),
  );
  let unsubscribeKey: Promise<Buffer> | undefined;
  const loadKey = () => {
    unsubscribeKey ??= loadUnsubscribeKey(db).catch((error: unknown) => {
      unsubscribeKey = undefined;
      throw error;
    });
    return unsubscribeKey;
  };
  const jobs = createJobQueue({
    db,
    now,
    warn: (message, error) => app.log.warn({ error: String(error) }, message),
    handlers: {
      ...mailJobHandlers({
        db,
        outbox,
        now,
        origin: linkOrigin,
        unsubscribeKey: loadKey,
        isOnline: (userId) => realtime.socketsOf(userId) > 0,
      }),
      // The delivery is the notificationDelivery plugin's, registered below: bound when a job runs.
      ...notificationJobHandlers({
        db,
        deliver: (scope) => app.deliverNotifications(scope),
        clearReads: () => reads.clear(),
      }),
    },
  });
  const tick = async () => {
    await planRecurring(jobs, now());
    return jobs.runDue();
  };
  const context: RouteContext = {
    db,
    sessions,
    reads,
    outbox,
    rates: rateRules(loginLimit, options.signupLimit),
    uploadQuota: options.uploadQuota ?? defaultUploadQuota,
    now,
    publicUrl,
    linkOrigin,
    live: realtime.publisher,
    pushPolicy: createPushPolicy(options.pushHosts, options.localPushOrigins, options.pushTimeoutMs),
    jobs,
    unsubscribeKey: loadKey,
  };

  registerErrorHandling(app);
  registerNoStore(app);
  // After each write's handler, before its answer leaves, in this order: the read cache is emptied,
  // the steps the handler queued with `request.afterCommit` run (its live messages; none when it
  // failed), then the notifications it wrote are delivered.
  await app.register(readCacheClearing, { reads });
  await app.register(afterCommit);
  await app.register(notificationDelivery, context);
  // Work a call starts with `request.afterAnswer` and its answer does not wait for (a reset mail).
  await app.register(afterAnswer);
  if (options.runJobs) runJobsEveryMinute(app, tick);
  registerSlowRequestLog(app);
  const pagePolicy = registerSecurityHeaders(app, { publicUrl, mapTileHost: options.mapTileHost ?? null });
  await registerCompression(app);
  await registerBodyParsers(app);
  registerRequestGuards(app, publicUrl);
  await registerOpenApi(app);
  await registerFeatureRoutes(app, context, features);
  await serveWebApp(app, options.webDist ?? null, pagePolicy, createAllowedMethods(routes), {
    read: createFirstPaintReader(context),
    origin: linkOrigin,
    now,
    warn: (message) => app.log.warn(message),
  });
  return {
    app,
    routes,
    authenticate,
    outbox,
    reads,
    sessions,
    live: realtime.publisher,
    settled: () => app.afterAnswerSettled(),
    jobs: { ...jobs, tick },
  };
}

/**
 * The scheduler's turn every minute and at start, on every instance alike: the job table decides
 * which one runs each job (the daily prune, the digests, the message mails). A turn still running
 * is not started again.
 */
function runJobsEveryMinute(app: FastifyInstance, tick: () => Promise<number>): void {
  let running: Promise<unknown> | undefined;
  const turn = () => {
    running ??= tick()
      .catch((error: unknown) => app.log.warn({ error: String(error) }, 'jobs failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(turn, 60_000);
  timer.unref();
  app.addHook('onReady', async () => {
    void turn();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
