import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The drizzle handle every route uses, whichever engine sits behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its engine name and a way to close it. */
export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

/** Where to store data: a PostgreSQL URL, a PGlite folder, or `:memory:`. */
export type DatabaseTarget =
  | { kind: 'postgres'; url: string; isolated?: boolean }
  | { kind: 'pglite'; dataDir: string };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database and brings its schema up to date (migrations run at every start). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    const inMemory = target.dataDir === ':memory:';
    if (!inMemory) mkdirSync(target.dataDir, { recursive: true });
    const client = inMemory ? new PGlite() : new PGlite(target.dataDir);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Database, engine: 'pglite', close: () => client.close() };
  }
  // Tests ask for an isolated database so that parallel files never share rows.
  const { url, cleanup } = target.isolated ? await createScratchDatabase(target.url) : { url: target.url };
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closing = false;
  // An idle client that loses its server emits on the pool; unhandled, that would end the process.
  pool.on('error', (error) => {
    if (!closing) console.error('PostgreSQL pool error:', error.message);
  });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    engine: 'postgres',
    close: async () => {
      closing = true;
      await pool.end();
      await cleanup?.();
    },
  };
}

async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const name = `vz_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
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
