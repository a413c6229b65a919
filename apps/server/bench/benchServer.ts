// What the server benches share: the figures they print, the server started as `pnpm start` runs
// it, its metrics read back, and a live area of many signed-in residents on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../src/db/openDatabase.ts';
import { seedGeography } from '../src/seed/seedGeography.ts';

const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** One figure, as a JSON line `pnpm bench` collects. */
export function emit(name: string, value: number, unit: string, target?: string) {
  console.log(
    JSON.stringify({ name, value: Math.round(value * 10) / 10, unit, ...(target ? { target } : {}) }),
  );
}

/** The p-th percentile of `values` (nearest rank), NaN for none. */
export const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ??
  Number.NaN;

/**
 * Starts main.ts as `pnpm start` runs it (scripts/start.ts: the same V8 flag, malloc arenas and mmap
 * threshold) on 127.0.0.1 and a free port; `env` comes last, so a bench may set its own port.
 */
export async function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--max-semi-space-size=2', mainFile], {
    env: {
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Vizinhos: (http:\/\/[\d.:]+)/);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, base };
}

/** SIGTERM, as systemd stops it, and its exit. */
export async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** One metric of GET /metrics (its first sample), NaN when absent. */
export async function readMetric(base: string, token: string, name: string): Promise<number> {
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) : Number.NaN;
}

/** A bench's live area: its database, its area, and residents numbered 1..count with a session each. */
type LiveArea = {
  database: string;
  areaId: string;
  areaName: string;
  /** Usernames and e-mails are `${prefix}${n}`. */
  prefix: string;
  lastName: string;
  count: number;
  userId: (n: number) => string;
  stompKey: (n: number) => string;
  /** Resident n's session token (its sha256 is what the sessions table keeps). */
  tokenOf: (n: number) => string;
  sessionDays: number;
};

/** Makes the database afresh (migrations, geography) with one area of signed-in residents; its URL. */
export async function prepareLiveArea(adminUrl: string, area: LiveArea): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${area.database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${area.database}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${area.database}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  await seedGeography(handle.db);
  await handle.close();
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(
    `INSERT INTO areas (id, name, search_key, municipality_id) SELECT $1, $2, lower($2), min(id) FROM municipalities`,
    [area.areaId, area.areaName],
  );
  const all = Array.from({ length: area.count }, (_, i) => i + 1);
  await db.query(
    `INSERT INTO users (id, username, email, first_name, last_name, password_hash, area_id, stomp_key, invite_code, activated)
     SELECT u, $5 || n, $5 || n || '@exemplo.com.br', 'Morador', $6, 'x', $1, k, 'c' || k, true
     FROM unnest($2::int[], $3::text[], $4::text[]) AS r(n, u, k)`,
    [area.areaId, all, all.map(area.userId), all.map(area.stompKey), area.prefix, area.lastName],
  );
  await db.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at) SELECT h, u, now() + make_interval(days => $3)
     FROM unnest($1::text[], $2::text[]) AS s(h, u)`,
    [
      all.map((n) => createHash('sha256').update(area.tokenOf(n)).digest('base64url')),
      all.map(area.userId),
      area.sessionDays,
    ],
  );
  await db.end();
  return url.toString();
}
