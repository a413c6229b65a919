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
};

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Reads the configuration from environment variables, with the defaults of the issue. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const webDistPath = fileURLToPath(new URL('../../web/dist', import.meta.url));
  const production = env.NODE_ENV === 'production' || existsSync(`${webDistPath}/index.html`);
  const port = Number(env.PORT ?? 3000);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 3000,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR ?? `${repoRoot}data` },
    webDist: production && existsSync(`${webDistPath}/index.html`) ? webDistPath : null,
    publicUrl: env.PUBLIC_URL ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Vizinhos <nao-responda@vizinhos.local>',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    seedDemo: env.SEED_DEMO !== '0',
    amqpUrl: env.AMQP_URL || null,
    // The web app's tiles default to OpenStreetMap's (VITE_MAP_TILE_URL); an empty value allows none.
    mapTileHost: env.MAP_TILE_HOST === undefined ? defaultMapTileHost : env.MAP_TILE_HOST || null,
    pushHosts: (env.PUSH_SERVICE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
