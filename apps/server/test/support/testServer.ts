// Test harness shared by the server's tests, the realtime broker's client tests and Playwright;
// other packages import it as @vizinhos/server/testing.

import { apiPaths } from '@vizinhos/api';
import { toSearchKey } from '@vizinhos/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { createId } from '../../src/auth/createToken.ts';
import { hashPassword } from '../../src/auth/hashPassword.ts';
import { sessionCookieName } from '../../src/auth/sessions.ts';
import type { Database, DatabaseTarget } from '../../src/db/openDatabase.ts';
import { areas, municipalities, users } from '../../src/db/schema.ts';
import { createConsoleOutbox, type Mail, type Outbox } from '../../src/mail/outbox.ts';
import type { BusOpener } from '../../src/realtime/index.ts';
import { openSeededDatabase } from './seededDatabase.ts';

/** Options of a test server. */
export type TestServerOptions = {
  /** Defaults to an isolated PostgreSQL database when DATABASE_URL is set, else PGlite in memory. */
  database?: DatabaseTarget;
  loginLimit?: number;
  /**
   * Sign-ups per client address an hour; 1,000 unless given, since every test signs up from
   * 127.0.0.1 (the limit's own test builds the app with the server's default).
   */
  signupLimit?: number;
  now?: () => Date;
  /** Skip listening on a port (inject-only tests). */
  listen?: boolean;
  /** The live bus: RabbitMQ, or an opener shared by several apps (createMemoryHub). */
  amqpUrl?: string;
  openBus?: BusOpener;
  /** Exact origins accepted as push endpoints (the local push service of the push tests). */
  localPushOrigins?: string[];
  /** Push service host names accepted beside the browsers' own (PUSH_SERVICE_HOSTS). */
  pushHosts?: string[];
  /** How long one push service may take to answer (the server's default when absent). */
  pushTimeoutMs?: number;
  /** Where mail goes instead of the console (the digest bench relays to an SMTP sink). */
  outbox?: Outbox;
};

/** A member made directly in the database, with the password it can sign in with. */
export type TestMember = {
  id: string;
  username: string;
  email: string;
  password: string;
  areaId: string;
  stompKey: string;
  inviteCode: string;
  role: string;
};

/** A running server on 127.0.0.1 with helpers to make members and sign in. */
export type TestServer = {
  app: FastifyInstance;
  /** Base URL, e.g. http://127.0.0.1:41234 (empty when not listening). */
  url: string;
  db: Database;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL only: the database's URL, for a second instance on it. */
  databaseUrl?: string;
  /** The app's job queue and scheduler turn (tests drive it at their clock's time). */
  jobs: Awaited<ReturnType<typeof buildApp>>['jobs'];
  /** The mails "sent" so far (activation and reset links). */
  outbox: Mail[];
  createMember: (input: {
    username: string;
    areaName?: string;
    role?: string;
    activated?: boolean;
    password?: string;
  }) => Promise<TestMember>;
  /** Signs in and returns the Cookie header value (`vz_session=...`). */
  login: (username: string, password?: string) => Promise<string>;
  authenticate: Awaited<ReturnType<typeof buildApp>>['authenticate'];
  /** Waits for the work routes started after answering (a reset mail is looked up and sent then). */
  settled: () => Promise<void>;
  /** Every route the app registered, with its schema. */
  routes: Awaited<ReturnType<typeof buildApp>>['routes'];
  /** The app's session store (what the control socket hands the admin commands). */
  sessions: Awaited<ReturnType<typeof buildApp>>['sessions'];
  /** The app's cache of the busiest reads (the control socket empties it after an admin command). */
  reads: Awaited<ReturnType<typeof buildApp>>['reads'];
  close: () => Promise<void>;
};

/** The password test members get unless told otherwise. */
export const testPassword = 'senha-de-teste';

/** Starts a server on a fresh database (one per call: share it across a test file). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const target: DatabaseTarget =
    options.database ??
    (process.env.DATABASE_URL
      ? { kind: 'postgres', url: process.env.DATABASE_URL, isolated: true }
      : { kind: 'pglite', dataDir: ':memory:' });
  const database = await openSeededDatabase(target);
  const outbox = options.outbox ?? createConsoleOutbox(() => {});
  const { app, authenticate, routes, settled, sessions, reads, jobs } = await buildApp({
    db: database.db,
    outbox,
    ...(options.loginLimit ? { loginLimit: options.loginLimit } : {}),
    signupLimit: options.signupLimit ?? 1_000,
    ...(options.now ? { now: options.now } : {}),
    ...(options.amqpUrl ? { amqpUrl: options.amqpUrl } : {}),
    ...(options.openBus ? { openBus: options.openBus } : {}),
    ...(options.localPushOrigins ? { localPushOrigins: options.localPushOrigins } : {}),
    ...(options.pushHosts ? { pushHosts: options.pushHosts } : {}),
    ...(options.pushTimeoutMs ? { pushTimeoutMs: options.pushTimeoutMs } : {}),
  });
  const url = options.listen === false ? '' : await app.listen({ host: '127.0.0.1', port: 0 });
  const { db } = database;
  const [saoPaulo] = await db
    .select({ id: municipalities.id })
    .from(municipalities)
    .where(and(eq(municipalities.searchKey, 'sao paulo'), eq(municipalities.stateCode, 'SP')))
    .limit(1);
  const passwordHashes = new Map<string, Promise<string>>();

  async function areaIdFor(name: string): Promise<string> {
    const [found] = await db
      .select({ id: areas.id })
      .from(areas)
      .where(eq(areas.searchKey, toSearchKey(name)))
      .limit(1);
    if (found) return found.id;
    const id = createId();
    await db.insert(areas).values({
      id,
      name,
      searchKey: toSearchKey(name),
      municipalityId: saoPaulo?.id ?? 1,
      latitude: -23.55,
      longitude: -46.63,
    });
    return id;
  }

  return {
    app,
    url,
    db,
    engine: database.engine,
    ...(database.url ? { databaseUrl: database.url } : {}),
    jobs,
    outbox: outbox.sent,
    authenticate,
    routes,
    settled,
    sessions,
    reads,
    async createMember({
      username,
      areaName = 'Vila Mariana',
      role = 'Membro',
      activated = true,
      password = testPassword,
    }) {
      const areaId = await areaIdFor(areaName);
      if (!passwordHashes.has(password)) passwordHashes.set(password, hashPassword(password));
      const member = {
        id: createId(),
        username,
        email: `${username.toLowerCase()}@teste.example`,
        password,
        areaId,
        stompKey: createId(),
        inviteCode: createId(),
        role,
      };
      await db.insert(users).values({
        ...member,
        firstName: username,
        lastName: 'Teste',
        passwordHash: await (passwordHashes.get(password) as Promise<string>),
        activated,
      });
      return member;
    },
    async login(username, password = testPassword) {
      const response = await app.inject({
        method: 'POST',
        url: apiPaths.signIn,
        payload: { user: username, password },
      });
      const cookie = response.cookies.find((item) => item.name === sessionCookieName);
      if (response.statusCode !== 200 || !cookie)
        throw new Error(`login failed for ${username}: ${response.body}`);
      return `${sessionCookieName}=${cookie.value}`;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
