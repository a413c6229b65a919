// Operations figures: time to ready and to stop, backup and restore of the demo data and
// of 10,000 posts with images, and the cost of the metrics per request. PGlite, as `pnpm start`
// runs; plain node script printing one JSON line per figure (scripts/bench.ts gathers them).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/openDatabase.ts';
import { requestDurationHistogram } from '../src/ops/metrics.ts';
import { writePostsWithImages } from '../test/support/postsWithImages.ts';
import { openSeededDatabase } from '../test/support/seededDatabase.ts';

const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const cliFile = fileURLToPath(new URL('../src/ops/cli.ts', import.meta.url));
const secondsPerFigure = Number(process.env.BENCH_SECONDS ?? 4);
const posts = Number(process.env.BENCH_BACKUP_POSTS ?? 10_000);
const folder = mkdtempSync(path.join(tmpdir(), 'vizinhos-ops-bench-'));
const token = 'token-de-metricas-do-bench-0123456789';

function emit(name: string, value: number, unit: string, target?: string) {
  console.log(
    JSON.stringify({ name, value: Math.round(value * 100) / 100, unit, ...(target ? { target } : {}) }),
  );
}

/** Starts main.ts; resolves when /readyz answers 200, with the milliseconds since the spawn. */
async function start(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; base: string; readyMs: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [mainFile], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Vizinhos: (http:\/\/[\d.:]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  while ((await fetch(`${base}/readyz`).catch(() => undefined))?.status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, base, readyMs: performance.now() - t0 };
}

async function stop(child: ChildProcess): Promise<number> {
  const t0 = performance.now();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return performance.now() - t0;
}

/** Runs the CLI; answers its milliseconds. */
function cli(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliFile, ...args], {
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve(performance.now() - t0) : reject(new Error(`${args[0]} exited ${code}`)),
    );
  });
}

async function requestsPerSecond(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: 50, duration: secondsPerFigure, headers });
  return result.requests.total / result.duration;
}

/**
 * The metrics' own cost per request, without the network's noise: two apps on one database, with
 * and without METRICS_TOKEN, answering the same injected calls in alternating rounds; the median
 * round's microseconds per request of each, and their ratio.
 */
async function metricsCostInProcess(url: string): Promise<{ on: number; off: number }> {
  const database = await openSeededDatabase({ kind: 'pglite', dataDir: ':memory:' });
  const on = await buildApp({ db: database.db, metricsToken: token });
  const off = await buildApp({ db: database.db });
  const perRequest = async (app: typeof on.app) => {
    const t0 = performance.now();
    for (let index = 0; index < 2_000; index++) await app.inject({ method: 'GET', url });
    return ((performance.now() - t0) * 1000) / 2_000;
  };
  const rounds: { on: number[]; off: number[] } = { on: [], off: [] };
  await perRequest(on.app);
  await perRequest(off.app);
  for (let round = 0; round < 5; round++) {
    rounds.on.push(await perRequest(on.app));
    rounds.off.push(await perRequest(off.app));
  }
  await on.app.close();
  await off.app.close();
  await database.close();
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return { on: median(rounds.on), off: median(rounds.off) };
}

/** What the metrics add to each answer, alone: one observation in the app's own histogram, as onResponse does. */
function metricsHookMicroseconds(): number {
  const histogram = requestDurationHistogram(new Registry());
  const routes = ['/api/v1/posts', '/api/v1/posts/:id', '/api/v1/users/me', '/healthz'];
  const count = 200_000;
  const t0 = performance.now();
  for (let index = 0; index < count; index++)
    histogram.labels('GET', routes[index % routes.length] as string, '200').observe(index / count);
  return ((performance.now() - t0) * 1000) / count;
}

async function backupAndRestore(label: string, dataDir: string) {
  const file = path.join(folder, `${label}.backup`);
  emit(`ops: backup, ${label}`, await cli(['backup', file], { DATA_DIR: dataDir }), 'ms');
  emit(`ops: backup file, ${label}`, statSync(file).size / 1024 / 1024, 'MB');
  const empty = path.join(folder, `${label}-restored`);
  emit(
    `ops: restore into an empty DATA_DIR, ${label}`,
    await cli(['restore', file], { DATA_DIR: empty }),
    'ms',
  );
}

try {
  const dataDir = path.join(folder, 'data');
  // First start: migrations, geography and demo data seeded; then a restart on the same folder.
  const first = await start({ DATA_DIR: dataDir });
  emit('ops: time to ready, new DATA_DIR (migrate + seed)', first.readyMs, 'ms');
  emit('ops: time to stop (SIGTERM to exit), idle', await stop(first.child), 'ms', '< 10000');
  const again = await start({ DATA_DIR: dataDir, METRICS_TOKEN: token });
  emit('ops: time to ready, existing DATA_DIR', again.readyMs, 'ms');

  // Metrics overhead: the same calls with the metrics on (this server) and off (the next one).
  const withMetrics = {
    healthz: await requestsPerSecond(`${again.base}/healthz`),
    me: await requestsPerSecond(`${again.base}/api/v1/users/me`),
  };
  await stop(again.child);
  const plain = await start({ DATA_DIR: dataDir });
  const without = {
    healthz: await requestsPerSecond(`${plain.base}/healthz`),
    me: await requestsPerSecond(`${plain.base}/api/v1/users/me`),
  };
  await stop(plain.child);
  emit(
    'ops: metrics on/off throughput, GET /healthz',
    withMetrics.healthz / without.healthz,
    'ratio',
    '>= 0.9',
  );
  emit('ops: metrics on/off throughput, GET /users/me (401)', withMetrics.me / without.me, 'ratio', '>= 0.9');

  emit(
    'ops: metrics cost per answer (one labelled histogram observation)',
    metricsHookMicroseconds(),
    'µs',
    '< 5',
  );
  for (const [label, url] of [
    ['GET /healthz', '/healthz'],
    ['GET /users/me (401)', '/api/v1/users/me'],
  ] as const) {
    const cost = await metricsCostInProcess(url);
    emit(`ops: per request with metrics, ${label} (in process)`, cost.on, 'µs');
    emit(`ops: per request without metrics, ${label} (in process)`, cost.off, 'µs');
    emit(`ops: metrics time ratio, ${label} (in process)`, cost.on / cost.off, 'ratio', '<= 1.1');
  }

  await backupAndRestore('demo data', dataDir);
  const db = await openDatabase({ kind: 'pglite', dataDir });
  const rows = (await db.db.execute(
    sql`select id, area_id from users where username = 'demo'`,
  )) as unknown as {
    rows: Array<{ id: string; area_id: string }>;
  };
  const demo = rows.rows[0];
  if (!demo) throw new Error('no demo user');
  await writePostsWithImages(db.db, { id: demo.id, areaId: demo.area_id }, posts, 16 * 1024, 500);
  await db.close();
  await backupAndRestore(`${posts} posts with 16 KB images`, dataDir);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
