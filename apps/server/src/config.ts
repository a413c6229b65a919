import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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
  /** Behind one reverse proxy: X-Forwarded-For gives the client address, X-Forwarded-Proto HTTPS. */
  trustProxy: boolean;
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
  /** The operator's age public key (BACKUP_RECIPIENT, `age1...`) `pnpm backup` encrypts for; null: plain. */
  backupRecipient: string | null;
  /** The age secret key, or a file holding it, `pnpm restore` decrypts with (BACKUP_IDENTITY). */
  backupIdentity: string | null;
  /** BACKUP_PLAIN=1: a plain backup (no secrets, not encrypted) is wanted even in production. */
  backupPlain: boolean;
};

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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
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
    backupRecipient: env.BACKUP_RECIPIENT?.trim() || null,
    backupIdentity: env.BACKUP_IDENTITY || null,
    backupPlain: env.BACKUP_PLAIN === '1' || env.BACKUP_PLAIN === 'true',
  };
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

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
  const loopback = loopbackHosts.has(url.hostname) || url.hostname.startsWith('127.');
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
  return null;
}
