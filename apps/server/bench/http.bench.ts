// Server load figures (issue 5 "Must show"): sign_in and members-list throughput and p99 latency with
// 100 concurrent clients, server RSS, and the time from process start to the first answer, on the
// embedded PGlite and, when DATABASE_URL is given, on PostgreSQL. Loopback only, a few seconds each.
// Run: node apps/server/bench/http.bench.ts   (prints one JSON line per figure)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const clients = 100;
const secondsPerFigure = Number(process.env.BENCH_SECONDS ?? 4);
const mainFile = fileURLToPath(new URL('../src/main.ts', import.meta.url));

type Answer = { status: number; body: string; cookie: string | undefined };

function emit(name: string, value: number, unit: string) {
  console.log(JSON.stringify({ name, value: Math.round(value * 10) / 10, unit }));
}

function request(
  agent: http.Agent,
  url: URL,
  method: string,
  body?: string,
  cookie?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (body) headers['content-type'] = 'application/json';
    if (cookie) headers.cookie = cookie;
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const setCookie = res.headers['set-cookie']?.[0]?.split(';')[0];
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), cookie: setCookie });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs `clients` loops for the duration; answers requests/s and p99 latency in ms. */
async function load(
  run: (client: number) => Promise<number>,
): Promise<{ rps: number; p99: number; failures: number }> {
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + secondsPerFigure * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const status = await run(client);
        latencies.push(performance.now() - t0);
        if (status !== 200) failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    failures,
  };
}

function rssMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const read = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+) kB`))?.[1] ?? 0) / 1024;
  return { rss: read('VmRSS'), peak: read('VmHWM') };
}

async function startServer(
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; base: URL; firstAnswerMs: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [mainFile], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<URL>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Vizinhos: (http:\/\/[\d.:]+)/);
      if (match?.[1]) resolve(new URL(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const agent = new http.Agent({ keepAlive: true });
  await request(agent, new URL('/api/v1/users/me', base), 'GET');
  agent.destroy();
  return { child, base, firstAnswerMs: performance.now() - t0 };
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function benchEngine(engine: string, env: NodeJS.ProcessEnv) {
  const { child, base, firstAnswerMs } = await startServer(env);
  emit(`server.${engine}.start_to_first_answer_fresh`, firstAnswerMs, 'ms');
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const signIn = new URL('/api/v1/users/sign_in', base);
  const credentials = JSON.stringify({ user: 'demo', password: 'demo1234' });

  const signIns = await load(async () => (await request(agent, signIn, 'POST', credentials)).status);
  emit(`server.${engine}.sign_in.throughput`, signIns.rps, 'req/s');
  emit(`server.${engine}.sign_in.p99`, signIns.p99, 'ms');

  const cookies = await Promise.all(
    Array.from({ length: 10 }, async () => (await request(agent, signIn, 'POST', credentials)).cookie ?? ''),
  );
  const members = new URL('/api/v1/users?page=1&per_page=20', base);
  const lists = await load(
    async (client) =>
      (await request(agent, members, 'GET', undefined, cookies[client % cookies.length])).status,
  );
  emit(`server.${engine}.members_list.throughput`, lists.rps, 'req/s');
  emit(`server.${engine}.members_list.p99`, lists.p99, 'ms');
  if (signIns.failures + lists.failures > 0)
    emit(`server.${engine}.failed_requests`, signIns.failures + lists.failures, 'count');

  const memory = rssMb(child.pid ?? 0);
  emit(`server.${engine}.rss_after_load`, memory.rss, 'MB');
  emit(`server.${engine}.rss_peak`, memory.peak, 'MB');
  agent.destroy();
  await stopServer(child);

  // A second start on the same data: migrations and seed already done.
  const again = await startServer(env);
  emit(`server.${engine}.start_to_first_answer_warm`, again.firstAnswerMs, 'ms');
  await stopServer(again.child);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vizinhos-bench-'));
try {
  await benchEngine('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.DATABASE_URL) {
  const name = `vz_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await benchEngine('postgres', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
