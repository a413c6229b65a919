import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { defaultSignupLimit } from './auth/rateRules.ts';
import type { DatabaseTarget } from './db/openDatabase.ts';

/** Where the web app's map tiles come from unless the operator says otherwise (MAP_TILE_HOST). */
const defaultMapTileHost = 'https://tile.openstreetmap.org';

/** Everything the server reads from its environment. */
export type ServerConfig = {
  host: string;
  port: number;
  database: DatabaseTarget;
  /** Folder of the built web app, served with an SPA fallback; null when not serving it. */
  webDist: string | null;
  /** Base URL of e-mailed links and the CSRF origin; null: the address the server listens on. */
  publicUrl: string | null;
  /** SMTP relay URL (smtp://host:port); null prints mail to the console. */
  smtpUrl: string | null;
  /** Sender of the mails (MAIL_FROM). */
  mailFrom: string;
  /**
   * The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed, as addresses or
   * CIDR blocks (TRUST_PROXY: `1` is this machine's, loopback; or the list); empty: none.
   */
  trustProxy: string[];
  /** Sign-ups allowed per client address an hour (SIGNUP_LIMIT, a positive whole number; 5). */
  signupLimit: number;
  seedDemo: boolean;
  /** RabbitMQ between server instances for the live broker (AMQP_URL); null: in memory. */
  amqpUrl: string | null;
  /** Map tile host the CSP lets images come from (MAP_TILE_HOST; OpenStreetMap's by default). */
  mapTileHost: string | null;
  /** Push service host names accepted beside the browsers' own (PUSH_SERVICE_HOSTS, comma-separated). */
  pushHosts: string[];
  logLevel: string;
  /** NODE_ENV=production: no demo data, no local mailbox, PUBLIC_URL and SMTP_URL required. */
  production: boolean;
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); null: no metrics address at all. */
  metricsToken: string | null;
  /**
   * When the instance answers 503 at once: the event loop's mean delay past MAX_EVENT_LOOP_DELAY_MS
   * (default 1000), or PostgreSQL queries waiting for a connection past MAX_DB_WAITING (default 100);
   * 0 turns either off.
   */
  overload: { maxEventLoopDelayMs: number; maxDatabaseWaiting: number };
  /** The operator's age public key (BACKUP_RECIPIENT, `age1...`) `pnpm backup` encrypts for; null: plain. */
  backupRecipient: string | null;
  /** The age secret key, or a file holding it, `pnpm restore` decrypts with (BACKUP_IDENTITY). */
  backupIdentity: string | null;
  /** BACKUP_PLAIN=1: a plain backup (no secrets, not encrypted) is wanted even in production. */
  backupPlain: boolean;
};

const positiveInteger = (value: string | undefined): number | undefined =>
  value !== undefined && /^\s*[1-9]\d*\s*$/.test(value) ? Number(value) : undefined;

/** A limit that 0 turns off: a whole number, or undefined when unset or not one. */
const limitOrOff = (value: string | undefined): number | undefined =>
  value !== undefined && /^\s*\d+\s*$/.test(value) ? Number(value) : undefined;

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Reads the configuration from environment variables, with the defaults of the issue. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const webDistPath = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const production = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR ?? `${repoRoot}data` },
    webDist: existsSync(`${webDistPath}/index.html`) ? webDistPath : null,
    publicUrl: env.PUBLIC_URL ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Vizinhos <nao-responda@vizinhos.local>',
    trustProxy: readTrustProxy(env.TRUST_PROXY).proxies,
    signupLimit: positiveInteger(env.SIGNUP_LIMIT) ?? defaultSignupLimit,
    // Production never seeds (SEED_DEMO=1 is refused there by productionProblem).
    seedDemo: production ? false : env.SEED_DEMO !== '0',
    amqpUrl: env.AMQP_URL || null,
    // The web app's tiles default to OpenStreetMap's (VITE_MAP_TILE_URL); an empty value allows none.
    mapTileHost: env.MAP_TILE_HOST === undefined ? defaultMapTileHost : env.MAP_TILE_HOST || null,
    pushHosts: (env.PUSH_SERVICE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
    production,
    metricsToken: env.METRICS_TOKEN || null,
    overload: {
      maxEventLoopDelayMs: limitOrOff(env.MAX_EVENT_LOOP_DELAY_MS) ?? 1_000,
      maxDatabaseWaiting: limitOrOff(env.MAX_DB_WAITING) ?? 100,
    },
    backupRecipient: env.BACKUP_RECIPIENT?.trim() || null,
    backupIdentity: env.BACKUP_IDENTITY || null,
    backupPlain: env.BACKUP_PLAIN === '1' || env.BACKUP_PLAIN === 'true',
  };
}

/** Whether a host name or address is this machine's alone (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.toLowerCase().replace(/^\[(.*)\]$/, (_, inside: string) => inside);
  if (bare === 'localhost' || bare === '::1') return true;
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** The proxies TRUST_PROXY=1 means: one on this machine. */
const loopbackProxies = ['127.0.0.1', '::1'];

/** An address, or a CIDR block (`10.0.0.0/24`, `fd00::/8`) with a prefix its family allows. */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY read: unset, `0` or `false` trusts no proxy; `1` or `true` one on this machine
 * (loopback); else a comma-separated list of the proxies' addresses or CIDR blocks (`explicit`).
 * Never any peer at all: a client that reached the server directly could write its own
 * X-Forwarded-For and dodge the sign-in limits. `invalid` names an entry that is neither.
 */
export function readTrustProxy(value: string | undefined): {
  proxies: string[];
  explicit: boolean;
  invalid: string | null;
} {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text === 'false') return { proxies: [], explicit: false, invalid: null };
  if (text === '1' || text === 'true') return { proxies: loopbackProxies, explicit: false, invalid: null };
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isAddressOrBlock(entry)) ?? null;
  return { proxies: invalid ? [] : entries, explicit: true, invalid };
}

/**
 * The one setting that stops the server from starting, in any mode, as one line naming it; null
 * when it may start. Production's own (productionProblem) come first.
 */
export function startProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const production = productionProblem(env);
  if (production) return production;
  const refuse = (reason: string) => `Vizinhos não iniciou: ${reason}`;
  const { invalid } = readTrustProxy(env.TRUST_PROXY);
  if (invalid)
    return refuse(
      `TRUST_PROXY deve ser 1 (um proxy neste computador) ou a lista dos endereços do proxy (10.0.0.5,10.0.0.6 ou 10.0.0.0/24): "${invalid}" não é um endereço`,
    );
  const host = env.HOST ?? '127.0.0.1';
  if (!loadConfig(env).seedDemo || isLoopbackHost(host)) return null;
  // The demo residents share a password everyone knows (the README prints it): on an address others
  // reach, anyone could sign in as them.
  return refuse(
    `os dados de demonstração (SEED_DEMO) só podem ser servidos num endereço local, e HOST=${host} aceita conexões de outros computadores. Use HOST=127.0.0.1 (o padrão), ou SEED_DEMO=0 com uma pasta de dados sem a demonstração (DATA_DIR); para uma vizinhança de verdade, NODE_ENV=production (docs/OPERATING.md)`,
  );
}

/**
 * The line that stops a development server listening on `host` from starting when its database
 * already holds the demo residents (seeded by an earlier start), or null. Production never has them.
 */
export function demoDataProblem(host: string, hasDemoResidents: boolean): string | null {
  if (!hasDemoResidents || isLoopbackHost(host)) return null;
  return `Vizinhos não iniciou: o banco de dados tem os moradores de demonstração, que compartilham uma senha conhecida de todos, e HOST=${host} aceita conexões de outros computadores. Use HOST=127.0.0.1 (o padrão), ou outra pasta de dados (DATA_DIR) ou outro banco (DATABASE_URL) sem a demonstração, com SEED_DEMO=0`;
}

/**
 * In production (NODE_ENV=production), the one setting that stops the server from starting, as one
 * line naming it; null when it may start. Development needs none of them.
 */
export function productionProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.NODE_ENV !== 'production') return null;
  const refuse = (reason: string) => `Vizinhos não iniciou (NODE_ENV=production): ${reason}`;
  if (!env.PUBLIC_URL)
    return refuse('defina PUBLIC_URL, o endereço público do site (https://...), usado nos links dos emails');
  let url: URL;
  try {
    url = new URL(env.PUBLIC_URL);
  } catch {
    return refuse(`PUBLIC_URL não é um endereço válido: ${env.PUBLIC_URL}`);
  }
  const loopback = isLoopbackHost(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    return refuse(
      `PUBLIC_URL deve começar com https:// (só um endereço local pode usar http): ${env.PUBLIC_URL}`,
    );
  if (!env.SMTP_URL)
    return refuse('defina SMTP_URL (smtp://servidor:porta), o envio dos emails de ativação e de nova senha');
  if (env.SEED_DEMO === '1' || env.SEED_DEMO === 'true')
    return refuse('SEED_DEMO=1 não é permitido: os dados de demonstração têm uma senha conhecida de todos');
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length > 0 && env.METRICS_TOKEN.length < 16)
    return refuse('METRICS_TOKEN deve ter pelo menos 16 caracteres');
  const trust = readTrustProxy(env.TRUST_PROXY);
  const host = env.HOST ?? '127.0.0.1';
  // TRUST_PROXY=1 trusts a proxy on this machine; an instance others can reach is behind one
  // elsewhere, whose address must be named (else every resident would share its sign-in limits).
  if (trust.proxies.length > 0 && !trust.explicit && !isLoopbackHost(host))
    return refuse(
      `TRUST_PROXY=1 confia só num proxy neste computador, e HOST=${host} aceita conexões de outros endereços: liste os endereços do proxy (TRUST_PROXY=10.0.0.5,10.0.0.6 ou TRUST_PROXY=10.0.0.0/24), ou use HOST=127.0.0.1 com o proxy neste computador`,
    );
  return null;
}
