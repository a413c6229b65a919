// `pnpm bench --year` (or `node apps/server/bench/year.ts [--generate] [--scale 1]` with DATABASE_URL):
// the busiest reads at 100 connections (autocannon) on one instance over a year of an active area
// (bigArea.ts, database vz_year) beside the same reads on the demo's small area (a fresh database),
// the plans of each read's queries (auto_explain with ANALYZE and BUFFERS, the queries the server
// really sends), the writes' p99 (post, comment, vote, message) from 100 residents at once, and the
// big area's data export and moderation queue. Prints one JSON line per figure, the load average beside.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { emit, percentile, startServer, stopServer } from './benchServer.ts';
import { checkInvariants, generateBigArea, tableSizes } from './bigArea.ts';

const clients = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const outDir = fileURLToPath(new URL('../../../bench-output/', import.meta.url));
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
};

async function load(url: string, cookie: string) {
  const options = { url, connections: clients, headers: { cookie } };
  // One second first, not counted: the steady state, not the first fill of a cache.
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
  };
}

/** Sessions made in the database (no sign-in: its limits are not under test), as scripts/faults.ts does. */
async function sessionsFor(client: pg.Client, userIds: string[]): Promise<string[]> {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     SELECT h, u, now() + interval '1 day' FROM unnest($1::text[], $2::text[]) AS s(h, u)`,
    [tokens.map((t) => createHash('sha256').update(t).digest('base64url')), userIds],
  );
  return tokens.map((token) => `vz_session=${token}`);
}

type Reads = Record<string, string>;

function readsOf(postId: string): Reads {
  return {
    users_me: '/api/v1/users/me',
    timeline: '/api/v1/posts?include_stats=true&include_comments=true&page=1',
    timeline_category:
      '/api/v1/posts?include_stats=true&include_comments=true&page=1&post_category=Seguran%C3%A7a',
    post_view: `/api/v1/posts/${postId}`,
    comments_page: `/api/v1/posts/${postId}/comments?comment_page=1`,
    notifications: '/api/v1/notifications?page=1',
    conversations: '/api/v1/conversations?include_latest_message=true&per_page=50',
    members: '/api/v1/users?page=1&per_page=20',
    members_search: '/api/v1/users/search?q=silva&page=1&per_page=20',
    search: '/api/v1/search?q=bicicleta&type=all&page=1&per_page=20',
  };
}

async function measureReads(label: string, base: string, cookie: string, reads: Reads) {
  const figures: Record<string, { rps: number; p99: number }> = {};
  emit(`year.${label}.load_average_1m`, loadavg()[0] ?? 0, '');
  for (const [name, route] of Object.entries(reads)) {
    // The backlog of the figure before (queued queries) drains first: the instance says it is ready.
    await ready(base);
    const figure = await load(`${base}${route}`, cookie);
    figures[name] = figure;
    emit(`year.${label}.${name}.throughput`, figure.rps, 'req/s');
    emit(`year.${label}.${name}.p99`, figure.p99, 'ms', '<= 100');
    if (figure.failures > 0) emit(`year.${label}.${name}.failed`, figure.failures, 'count', '= 0');
  }
  emit(`year.${label}.load_average_1m_after`, loadavg()[0] ?? 0, '');
  return figures;
}

/** Waits (at most 60 s) until the instance no longer calls itself overloaded (GET /readyz). */
async function ready(base: string): Promise<void> {
  await sleep(1_000);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && (await fetch(`${base}/readyz`)).status !== 200) await sleep(500);
}

async function timed(url: string, cookie: string): Promise<{ ms: number; status: number; bytes: number }> {
  const t0 = performance.now();
  const answer = await fetch(url, { headers: { cookie } });
  const body = await answer.arrayBuffer();
  return { ms: performance.now() - t0, status: answer.status, bytes: body.byteLength };
}

/** 100 residents at once, each a post, then three comments, three votes and three messages. */
async function measureWrites(base: string, db: pg.Client, areaId: string) {
  const { rows: writers } = await db.query(
    `SELECT u.id, (SELECT p.conversation_id FROM conversation_participants p WHERE p.user_id = u.id LIMIT 1) AS conversation
     FROM users u WHERE u.area_id = $1 ORDER BY u.id OFFSET 20 LIMIT ${clients}`,
    [areaId],
  );
  const cookies = await sessionsFor(
    db,
    writers.map((w) => w.id),
  );
  const { rows: recent } = await db.query(
    `SELECT id FROM posts WHERE area_id = $1 ORDER BY created_at DESC LIMIT 200`,
    [areaId],
  );
  const times: Record<string, number[]> = { post: [], comment: [], vote: [], message: [] };
  const failed: Record<string, number> = { post: 0, comment: 0, vote: 0, message: 0 };
  const send = async (kind: string, method: string, route: string, cookie: string, form?: FormData) => {
    const t0 = performance.now();
    // As the web client sends a write (packages/api/src/http.ts): JSON answers, an idempotency key.
    const headers = { cookie, accept: 'application/json', 'idempotency-key': randomUUID() };
    const answer = await fetch(`${base}${route}`, { method, headers, ...(form ? { body: form } : {}) });
    const text = await answer.text();
    times[kind]?.push(performance.now() - t0);
    if (answer.status >= 300) {
      failed[kind] = (failed[kind] ?? 0) + 1;
      if (failed[kind] === 1) console.error(`write ${kind}: ${answer.status} ${text.slice(0, 200)}`);
    }
    return text;
  };
  await Promise.all(
    writers.map(async (writer, index) => {
      const cookie = cookies[index] ?? '';
      const form = new FormData();
      form.set('post[title]', `Escrita ${index}`);
      form.set('post[text]', 'Alguém sabe quando volta a água na rua de baixo?');
      form.set('post[post_category]', 'Geral');
      await send('post', 'POST', '/api/v1/posts', cookie, form);
      for (let n = 0; n < 3; n += 1) {
        const target = recent[(index * 3 + n) % recent.length]?.id;
        const comment = new FormData();
        comment.set('comment[text]', `Comentário ${index}.${n}`);
        await send('comment', 'POST', `/api/v1/posts/${target}/comments`, cookie, comment);
        await send(
          'vote',
          'PUT',
          `/api/v1/posts/${recent[(index * 7 + n * 13) % recent.length]?.id}/upvote`,
          cookie,
        );
        if (writer.conversation) {
          const message = new FormData();
          message.set('message[body]', `Mensagem ${index}.${n}`);
          message.set('message[client_id]', randomUUID());
          await send(
            'message',
            'POST',
            `/api/v1/conversations/${writer.conversation}/messages`,
            cookie,
            message,
          );
        }
      }
    }),
  );
  for (const kind of Object.keys(times)) {
    const list = times[kind] ?? [];
    emit(`year.big.write_${kind}.p50`, percentile(list, 50), 'ms');
    emit(`year.big.write_${kind}.p99`, percentile(list, 99), 'ms', '<= 50');
    if (failed[kind]) emit(`year.big.write_${kind}.failed`, failed[kind] ?? 0, 'count', '= 0');
  }
}

/**
 * Each read once with auto_explain on (ANALYZE, BUFFERS) for this database's new connections, so the
 * plans are those of the server's own queries; the log between two marker queries belongs to one read.
 */
async function explainReads(adminUrl: string, url: string, database: string, cookie: string, reads: Reads) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
  };
  for (const [key, value] of Object.entries(settings))
    await admin.query(
      `ALTER DATABASE ${pg.escapeIdentifier(database)} SET ${key} = ${pg.escapeLiteral(value)}`,
    );
  const logFile = (await admin.query(`SELECT current_setting('data_directory') AS dir`)).rows[0]
    .dir as string;
  const logPath = path.join(path.dirname(logFile), 'postgres.log');
  const from = statSync(logPath).size;
  const { child, base } = await startServer({ DATABASE_URL: url, AMQP_URL: '' });
  const marker = new pg.Client({ connectionString: url });
  await marker.connect();
  try {
    // Once each, on a fresh server: a second read would come from the server's read cache.
    for (const [name, route] of Object.entries(reads)) {
      await marker.query(`SELECT 'explain-begin ${name}'`);
      await fetch(`${base}${route}`, { headers: { cookie } }).then((a) => a.arrayBuffer());
      await sleep(200);
      await marker.query(`SELECT 'explain-end ${name}'`);
    }
  } finally {
    await marker.end();
    await stopServer(child);
    for (const key of Object.keys(settings))
      await admin.query(`ALTER DATABASE ${pg.escapeIdentifier(database)} RESET ${key}`);
    await admin.end();
  }
  const log = readFileSync(logPath, 'utf8').slice(from);
  mkdirSync(outDir, { recursive: true });
  const report: string[] = [];
  for (const name of Object.keys(reads)) {
    const section = log.split(`explain-begin ${name}'`)[1]?.split(`explain-end ${name}'`)[0] ?? '';
    const plans = section.split(/LOG:\s+duration: /).slice(1);
    const parsed = plans
      .map((plan) => ({ ms: Number.parseFloat(plan), text: plan }))
      .filter((plan) => !plan.text.includes('explain-'));
    const slowest = parsed.toSorted((a, b) => b.ms - a.ms)[0];
    const seqScans = [...section.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]);
    emit(`year.big.${name}.queries`, parsed.length, 'count');
    emit(`year.big.${name}.slowest_query`, slowest?.ms ?? 0, 'ms');
    if (seqScans.length) console.error(`explain ${name}: Seq Scan on ${[...new Set(seqScans)].join(', ')}`);
    report.push(
      `### ${name} (${parsed.length} queries; seq scans: ${[...new Set(seqScans)].join(', ') || 'none'})\n`,
    );
    for (const plan of parsed.toSorted((a, b) => b.ms - a.ms)) report.push(`duration: ${plan.text.trim()}\n`);
  }
  writeFileSync(path.join(outDir, 'year-explain.txt'), report.join('\n'));
  console.error(`plans written to ${path.join(outDir, 'year-explain.txt')}`);
}

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('year bench: DATABASE_URL is required (PostgreSQL); nothing measured');
  process.exit(0);
}
const database = arg('database', 'vz_year');
const bigUrl = new URL(adminUrl);
bigUrl.pathname = `/${database}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount;
if (process.argv.includes('--generate') || !exists) {
  const generated = await generateBigArea({
    adminUrl,
    database,
    scale: Number(arg('scale', '1')),
    log: (line) => console.error(`bigArea: ${line}`),
  });
  emit('year.generate', generated.seconds, 's');
  for (const [name, value] of Object.entries(await checkInvariants(generated.url)))
    emit(`year.invariants.${name}`, value, 'rows', '= 0');
}
for (const size of await tableSizes(bigUrl.toString())) emit(`year.size.${size.table}`, size.mb, 'MB');

const only = arg('only', 'small,explain,big,writes');
// The small data: the demo area on a fresh database, as a newcomer's server seeds it.
if (only.includes('small')) {
  const smallName = `${database}_small`;
  await admin.query(`DROP DATABASE IF EXISTS ${smallName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${smallName}`);
  const smallUrl = new URL(adminUrl);
  smallUrl.pathname = `/${smallName}`;
  const { child, base } = await startServer({ DATABASE_URL: smallUrl.toString(), AMQP_URL: '' });
  try {
    const small = new pg.Client({ connectionString: smallUrl.toString() });
    await small.connect();
    const { rows } = await small.query(
      `SELECT u.id, (SELECT id FROM posts p WHERE p.area_id = u.area_id ORDER BY comment_count DESC LIMIT 1) AS post
       FROM users u WHERE username = 'demo'`,
    );
    const [cookie = ''] = await sessionsFor(small, [rows[0].id]);
    await small.end();
    await measureReads('small', base, cookie, readsOf(rows[0].post));
  } finally {
    await stopServer(child);
    await admin.query(`DROP DATABASE IF EXISTS ${smallName} WITH (FORCE)`);
  }
}

// The big area's busiest resident, a moderator, reads; the post with the most comments is opened.
const big = new pg.Client({ connectionString: bigUrl.toString() });
await big.connect();
const { rows: who } = await big.query(
  `SELECT u.id, u.area_id, (SELECT id FROM posts p WHERE p.area_id = u.area_id ORDER BY comment_count DESC LIMIT 1) AS post
   FROM users u JOIN areas a ON a.id = u.area_id ORDER BY u.id LIMIT 1`,
);
const reader = who[0];
const [readerCookie = ''] = await sessionsFor(big, [reader.id]);
const bigReads = readsOf(reader.post);
if (only.includes('explain'))
  await explainReads(adminUrl, bigUrl.toString(), database, readerCookie, bigReads);
if (only.includes('big') || only.includes('writes')) {
  const { child, base } = await startServer({ DATABASE_URL: bigUrl.toString(), AMQP_URL: '' });
  try {
    if (only.includes('big')) {
      // The data export of the big area's busiest resident and the area's moderation queue, 3 times
      // each, on the idle instance (before the loads, whose backlog would have them refused).
      for (const [name, route] of [
        ['export', '/api/v1/users/me/export'],
        ['moderation_queue', '/api/v1/moderation/reports'],
      ] as const) {
        const runs = [];
        for (let n = 0; n < 3; n += 1) runs.push(await timed(`${base}${route}`, readerCookie));
        emit(`year.big.${name}.max`, Math.max(...runs.map((r) => r.ms)), 'ms', '<= 2000');
        emit(`year.big.${name}.bytes`, runs[0]?.bytes ?? 0, 'B');
        if (runs.some((r) => r.status !== 200))
          emit(`year.big.${name}.status`, runs[0]?.status ?? 0, '', '200');
      }
      await measureReads('big', base, readerCookie, bigReads);
    }
    if (only.includes('writes')) {
      await ready(base);
      await measureWrites(base, big, reader.area_id);
    }
  } finally {
    await stopServer(child);
  }
}
await big.end();
await admin.end();
