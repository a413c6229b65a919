// Every test server needs the same start: the schema migrated and Brazil's 5,564 municipalities
// seeded. Done once per run and copied for each server (it was three seconds of every
// one of about ninety servers): PGlite loads a dump kept in the temporary folder, PostgreSQL copies
// a template database. Both are named after what makes them (the migrations, the geography and the
// PGlite version), so a change to any of them makes a new one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../../src/db/openDatabase.ts';
import { seedGeography } from '../../src/seed/seedGeography.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A short hash of the migrations, the geography file and the PGlite version. */
function makingsKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(serverRoot, 'drizzle');
  for (const entry of readdirSync(migrations, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    hash.update(entry.name);
    hash.update(readFileSync(path.join(entry.parentPath, entry.name)));
  }
  hash.update(readFileSync(path.join(serverRoot, 'geo/brazil.json')));
  const pglite = JSON.parse(
    readFileSync(path.join(serverRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  return hash.digest('hex').slice(0, 16);
}

let key: string | undefined;
const makings = () => {
  key ??= makingsKey();
  return key;
};

/** A fresh in-memory PGlite, migrated and seeded: loaded from the run's dump, made first if missing. */
async function seededPglite(): Promise<DatabaseHandle> {
  const dump = path.join(tmpdir(), `vizinhos-seeded-${makings()}.tar`);
  if (existsSync(dump)) {
    return openDatabase({ kind: 'pglite', dataDir: ':memory:', loadDataDir: new Blob([readFileSync(dump)]) });
  }
  const handle = await openDatabase({ kind: 'pglite', dataDir: ':memory:' });
  await seedGeography(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const tarball = await client.dumpDataDir('none');
  // Written aside and renamed: two files starting at once never read half a dump.
  const partial = `${dump}.${process.pid}.${Date.now()}`;
  writeFileSync(partial, new Uint8Array(await tarball.arrayBuffer()));
  renameSync(partial, dump);
  return handle;
}

/** The template database on this PostgreSQL server, made under an advisory lock if missing. */
async function seededTemplate(adminUrl: string): Promise<string> {
  const name = `vz_seeded_${makings()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
      await seedGeography(handle.db);
      await handle.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
  } finally {
    await admin.end();
  }
  return name;
}

/**
 * Opens a test server's database, migrated and seeded with the geography: a copy of the run's
 * seeded database for a new in-memory PGlite or an isolated PostgreSQL database, the target as it is
 * otherwise (a folder on disk, a shared PostgreSQL database), seeded if it was not.
 */
export async function openSeededDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite' && target.dataDir === ':memory:' && !target.loadDataDir) return seededPglite();
  if (target.kind === 'postgres' && target.isolated && !target.template) {
    return openDatabase({ ...target, template: await seededTemplate(target.url) });
  }
  const handle = await openDatabase(target);
  await seedGeography(handle.db);
  return handle;
}
