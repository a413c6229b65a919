import type { IncomingMessage } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { maxUploadBytes } from '@vizinhos/api';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isCrossSiteRequest } from './auth/isCrossSiteRequest.ts';
import { createLoginThrottle } from './auth/loginThrottle.ts';
import { createUpgradeAuthenticator, type UpgradeIdentity } from './auth/sessions.ts';
import type { Database } from './db/openDatabase.ts';
import { ownOrigin } from './http/ownOrigin.ts';
import { containsNul } from './http/readFormValue.ts';
import { registerErrorHandling } from './http/registerErrorHandling.ts';
import { serverTexts } from './http/serverTexts.ts';
import { createConsoleOutbox, type Outbox } from './mail/outbox.ts';
import { type LivePublisher, registerRealtime } from './realtime/index.ts';
import type { RouteContext } from './routeContext.ts';
import { registerAccountRoutes } from './routes/accountRoutes.ts';
import { registerAnalyzerRoutes } from './routes/analyzerRoutes.ts';
import { registerAreaRoutes } from './routes/areaRoutes.ts';
import { registerMemberRoutes } from './routes/memberRoutes.ts';
import { registerProfileRoutes } from './routes/profileRoutes.ts';

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

/** Builds the Fastify app with every route of the contract; it does not listen. */
export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    trustProxy: options.trustProxy ?? false,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false } },
  });
  const outbox = options.outbox ?? createConsoleOutbox((line) => app.log.info(line));
  const loginLimit = options.loginLimit ?? 5;
  const now = options.now ?? (() => new Date());
  const authenticate = createUpgradeAuthenticator(options.db, now, options.publicUrl ?? null);
  // The STOMP broker on /ws of this app's own HTTP server (issue 6), registered before listen so
  // that it closes with the app; routes publish through `context.live`.
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
    publicUrl: options.publicUrl ?? null,
    live: realtime.publisher,
  };

  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: maxUploadBytes, files: 1, fields: 30, fieldSize: 100_000, parts: 31 },
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, parseQueryString(body as string)),
  );

  // CSRF by Fetch Metadata (issue 5 item 5), before any body is read.
  app.addHook('onRequest', async (request, reply) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const refused = isCrossSiteRequest({
      method: request.method,
      secFetchSite: header('sec-fetch-site'),
      origin: header('origin'),
      ownOrigin: ownOrigin(request, context.publicUrl),
    });
    if (refused) return reply.status(403).send({ error: serverTexts.crossSite });
  });
  // PostgreSQL text cannot hold NUL: refuse it here instead of failing in the driver.
  app.addHook('preValidation', async (request, reply) => {
    if (containsNul(request.query) || containsNul(request.params) || containsNul(request.body))
      return reply.status(400).send({ error: serverTexts.nulCharacter });
  });

  registerAccountRoutes(app, context);
  registerAreaRoutes(app, context);
  registerMemberRoutes(app, context);
  registerProfileRoutes(app, context);
  registerAnalyzerRoutes(app, context);

  await serveWebApp(app, options.webDist ?? null);
  return { app, authenticate, outbox, live: realtime.publisher };
}

/**
 * Answers unknown paths: API and /ws paths get a Portuguese 404; with a built web app, other GET
 * paths get index.html so that the app's own routes (/posts/{id}) load (SPA fallback).
 */
async function serveWebApp(app: FastifyInstance, root: string | null): Promise<void> {
  if (root) await app.register(fastifyStatic, { root, wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isSocket = path === '/ws' || path.startsWith('/ws/');
    if (!root || isApi || isSocket || (request.method !== 'GET' && request.method !== 'HEAD'))
      return reply.status(404).send({ error: serverTexts.notFound });
    return reply.type('text/html').sendFile('index.html');
  });
}
