import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/**
 * The drizzle handle every route and repository uses, whichever engine sits behind it; a
 * transaction's `tx` is one too, so a repository function takes either without a cast.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its engine name and a way to close it. */
export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PostgreSQL database's URL (a test opens a second instance's pool on it). */
  url?: string;
  /** PostgreSQL's pool counts (the metrics); PGlite has one connection and no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
};

/** Where to store data: a PostgreSQL URL, a PGlite folder, or `:memory:`. */
export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** Tests: a new database of their own on that server, dropped at close... */
      isolated?: boolean;
      /** ...copied from this database (CREATE DATABASE ... TEMPLATE) instead of made empty. */
      template?: string;
    }
  | {
      kind: 'pglite';
      dataDir: string;
      /** A `dumpDataDir` tarball to start from (tests copy one migrated, seeded database). */
      loadDataDir?: Blob;
    };

/**
 * The contrib extensions the migrations create, which PGlite must load at every open (PostgreSQL
 * finds them in its own contrib package): unaccent, for the search (migration 0019_search).
 */
export const pgliteExtensions = { unaccent };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * PGlite runs PostgreSQL as WebAssembly inside this process, so its settings are this process's
 * memory. What each costs and why:
 * - `shared_buffers=16MB` (PGlite's default is 160MB): the WASM heap grows to hold every buffer it
 *   touches and never shrinks. The demo database's hot pages (posts, comments, members) fit; reads
 *   of pages that fall out come back from the OS page cache, about a microsecond each, and the
 *   busiest reads are answered from the server's read cache anyway (http/readCache.ts). 32MB held
 *   about 40 MB more resident for no measurable gain at 100 connections.
 * - `max_wal_size=64MB`, `min_wal_size=32MB` (defaults 1GB, 80MB): PGlite runs single-user, without
 *   a background checkpointer, so a checkpoint happens when this much WAL piles up; smaller bounds
 *   the disk (and the replay after a crash) at the cost of a checkpoint every 64MB of writes, a
 *   fraction of a second for a database this size.
 * - `wal_level=minimal` (with no WAL senders): nothing replicates from PGlite, so bulk writes such
 *   as the geography seed skip most of their WAL. PostgreSQL proper keeps its own settings.
 * - `maintenance_work_mem=16MB`, `wal_buffers=1MB`: index builds and WAL batching of this size
 *   never need more; each is memory held by the WASM heap.
 * PGlite already runs with fsync off (`-F`): a power loss can lose the last commits, the price of an
 * embedded database meant for trying Vizinhos out; PostgreSQL is the choice for real use.
 */
const pgliteSettings = [
  ...['shared_buffers=16MB', 'max_wal_size=64MB', 'min_wal_size=32MB', 'wal_level=minimal'],
  ...['max_wal_senders=0', 'maintenance_work_mem=16MB', 'wal_buffers=1MB'],
];
const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...pgliteSettings.flatMap((setting) => ['-c', setting]),
];

/**
 * Files this process creates from now on are its user's only (umask 077): PGlite writes its data
 * files as it goes (WAL segments, new tables), with no mode of its own. Not possible in a worker
 * thread, where openDatabase still tightens what exists.
 */
export function restrictNewFiles(): void {
  try {
    process.umask(process.umask() | 0o077);
  } catch {
    // Worker threads cannot change the umask; the chmod at open still applies.
  }
}

/** Makes a data folder and everything in it its owner's only: folders 0700, files 0600. */
function restrictDataFolder(folder: string): void {
  chmodSync(folder, 0o700);
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(file, 0o700);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
}

/** Opens the database and brings its schema up to date (migrations run at every start). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    const inMemory = target.dataDir === ':memory:';
    if (!inMemory) {
      restrictNewFiles();
      mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    }
    const client = new PGlite({
      ...(inMemory ? {} : { dataDir: target.dataDir }),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      startParams: pgliteStartParams,
      extensions: pgliteExtensions,
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    // Folders from before (or made where the umask could not change) are tightened too.
    if (!inMemory) restrictDataFolder(target.dataDir);
    return { db, engine: 'pglite', close: () => client.close() };
  }
  // Tests ask for an isolated database so that parallel files never share rows.
  const { url, cleanup } = target.isolated
    ? await createScratchDatabase(target.url, target.template)
    : { url: target.url };
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // An idle client that loses its server emits on the pool; unhandled, that would end the process.
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL pool error:', error.message);
  });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    db,
    engine: 'postgres',
    url,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      closing = true;
      await pool.end();
      await cleanup?.();
    },
  };
}

async function createScratchDatabase(
  adminUrl: string,
  template?: string,
): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `vz_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
