// `pnpm bench --soak` (or `node apps/server/bench/soak.ts [--minutes 30]` with DATABASE_URL): mixed
// traffic on one instance of the real server for a while — reads (timeline, notifications, users/me),
// writes (posts, comments, votes), live frames to 1,000 sockets and reconnects (50 sockets every
// 10 s) — sampling the server's RSS and event-loop lag p99 from /metrics every 10 s. Writes
// bench-output/soak.csv and soak.svg (and soak.png when Chromium is there), and the verdict: memory
// growth after the warm-up (the first fifth) ≤ 10%, lag p99 ≤ 100 ms, nothing refused that should pass.
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { emit, prepareLiveArea, readMetric, startServer, stopServer } from './benchServer.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
};
const minutes = Number(arg('minutes', process.env.BENCH_SOAK_MINUTES ?? '30'));
const residents = 2_000;
const sockets = 1_000;
const outDir = fileURLToPath(new URL('../../../bench-output/', import.meta.url));
const metricsToken = 'bench-soak-metrics-token';
const secret = randomUUID();
const tokenOf = (n: number) => createHash('sha256').update(`${secret}:${n}`).digest('base64url');
const cookieOf = (n: number) => `vz_session=${tokenOf(n)}`;
const userId = (n: number) => `f3${n.toString(16).padStart(22, '0')}`;
const stompKey = (n: number) => `f4${n.toString(16).padStart(22, '0')}`;
const areaId = 'f5'.padEnd(24, '0');

async function metrics(base: string): Promise<{ rssMb: number; lagP99Ms: number; heapMb: number }> {
  const read = (name: string) => readMetric(base, metricsToken, name);
  return {
    rssMb: (await read('vizinhos_process_resident_memory_bytes')) / 2 ** 20,
    lagP99Ms: (await read('vizinhos_nodejs_eventloop_lag_p99_seconds')) * 1000,
    heapMb: (await read('vizinhos_nodejs_heap_size_used_bytes')) / 2 ** 20,
  };
}

/** A resident's socket: subscribed to the area's topics and its own; counts the MESSAGE frames. */
function openSocket(
  url: string,
  n: number,
  counters: { frames: number; refused: number },
): Promise<WebSocket> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, ['v12.stomp'], { headers: { cookie: cookieOf(n) } });
    let settled = false;
    socket.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      if (!settled && text.includes('receipt-id:ready')) {
        settled = true;
        resolve(socket);
      }
      counters.frames += text.split('MESSAGE\n').length - 1;
    });
    const refuse = () => {
      if (!settled) {
        settled = true;
        counters.refused += 1;
        resolve(socket);
      }
    };
    socket.once('error', refuse);
    socket.once('close', refuse);
    socket.once('open', () => {
      const destinations = [
        `/topic/area_q/timeline_${areaId}`,
        `/topic/posts_q/area_${areaId}`,
        `/topic/chat_q/user_${stompKey(n)}`,
        `/topic/notification_q/user_${stompKey(n)}`,
      ];
      socket.send(
        `CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0${destinations
          .map((d, i) => `SUBSCRIBE\nid:${i}\ndestination:${d}\n${i === 3 ? 'receipt:ready\n' : ''}\n\0`)
          .join('')}`,
      );
    });
  });
}

function chart(rows: Array<{ t: number; rssMb: number; lagP99Ms: number }>): string {
  const width = 860;
  const height = 420;
  const pad = 50;
  const maxT = Math.max(...rows.map((r) => r.t), 1);
  const maxRss = Math.max(...rows.map((r) => r.rssMb), 1) * 1.1;
  const maxLag = Math.max(100, ...rows.map((r) => r.lagP99Ms)) * 1.1;
  const x = (t: number) => pad + (t / maxT) * (width - 2 * pad);
  const line = (value: (r: (typeof rows)[number]) => number, max: number) =>
    rows
      .map((r) => `${x(r.t).toFixed(1)},${(height - pad - (value(r) / max) * (height - 2 * pad)).toFixed(1)}`)
      .join(' ');
  const lagLimit = height - pad - (100 / maxLag) * (height - 2 * pad);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="white"/>
<text x="${pad}" y="20">Soak: server RSS (MB, blue, 0–${maxRss.toFixed(0)}) and event-loop lag p99 (ms, red, 0–${maxLag.toFixed(0)}); dashed: 100 ms</text>
<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="black"/>
<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${height - pad}" stroke="black"/>
<line x1="${pad}" y1="${lagLimit}" x2="${width - pad}" y2="${lagLimit}" stroke="red" stroke-dasharray="4 4"/>
<polyline fill="none" stroke="#1f5fbf" stroke-width="2" points="${line((r) => r.rssMb, maxRss)}"/>
<polyline fill="none" stroke="#c0392b" stroke-width="2" points="${line((r) => r.lagP99Ms, maxLag)}"/>
<text x="${width / 2}" y="${height - 15}">minutes (0–${(maxT / 60).toFixed(1)})</text>
</svg>`;
}

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('soak bench: DATABASE_URL is required (PostgreSQL); nothing measured');
  process.exit(0);
}
const databaseUrl = await prepareLiveArea(adminUrl, {
  database: 'vz_soak',
  areaId,
  areaName: 'Bairro da carga',
  prefix: 'carga',
  lastName: 'Da Carga',
  count: residents,
  userId,
  stompKey,
  tokenOf,
  sessionDays: 2,
});
const server = await startServer({ DATABASE_URL: databaseUrl, AMQP_URL: '', METRICS_TOKEN: metricsToken });
const wsUrl = `${server.base.replace('http', 'ws')}/ws`;
const counters = { frames: 0, refused: 0 };
const open: WebSocket[] = [];
for (let n = 1; n <= sockets; n += 1) open.push(await openSocket(wsUrl, n, counters));
const until = Date.now() + minutes * 60_000;
const failures: Record<string, number> = {};
const fail = (what: string, status: number) => {
  failures[`${what} ${status}`] = (failures[`${what} ${status}`] ?? 0) + 1;
};
let requests = 0;
const posts: string[] = [];

// Readers: 10 at a time, each a page of the timeline, the bell or users/me, a pause between.
const readers = Array.from({ length: 10 }, async (_, worker) => {
  const routes = [
    '/api/v1/posts?include_stats=true&include_comments=true&page=1',
    '/api/v1/notifications?page=1',
    '/api/v1/users/me',
  ];
  for (let n = 0; Date.now() < until; n += 1) {
    const answer = await fetch(`${server.base}${routes[n % routes.length]}`, {
      headers: { cookie: cookieOf(1 + ((worker * 97 + n) % residents)) },
    });
    await answer.arrayBuffer();
    requests += 1;
    if (answer.status !== 200) fail('read', answer.status);
    await sleep(20);
  }
});
// Writers: every 250 ms a resident (in turn, far within the write limits) posts, comments or votes.
const writer = (async () => {
  for (let n = 0; Date.now() < until; n += 1) {
    const who = 1 + (n % residents);
    const headers = { cookie: cookieOf(who), accept: 'application/json', 'idempotency-key': randomUUID() };
    const kind = n % 4 === 0 || posts.length === 0 ? 'post' : n % 4 === 1 || n % 4 === 2 ? 'comment' : 'vote';
    let answer: Response;
    if (kind === 'post') {
      const form = new FormData();
      form.set('post[title]', `Carga ${n}`);
      form.set('post[text]', 'Alguém sabe se a feira de domingo continua na praça?');
      form.set('post[post_category]', 'Geral');
      answer = await fetch(`${server.base}/api/v1/posts`, { method: 'POST', headers, body: form });
      const body = (await answer.json().catch(() => ({}))) as { posts?: { id?: string } };
      if (body.posts?.id) posts.push(body.posts.id);
      if (posts.length > 50) posts.shift();
    } else if (kind === 'comment') {
      const form = new FormData();
      form.set('comment[text]', `Comentário ${n}`);
      answer = await fetch(`${server.base}/api/v1/posts/${posts.at(-1 - (n % posts.length))}/comments`, {
        method: 'POST',
        headers,
        body: form,
      });
      await answer.arrayBuffer();
    } else {
      answer = await fetch(`${server.base}/api/v1/posts/${posts[n % posts.length]}/upvote`, {
        method: 'PUT',
        headers,
      });
      await answer.arrayBuffer();
    }
    requests += 1;
    if (answer.status >= 300) fail(kind, answer.status);
    await sleep(250);
  }
})();
// Reconnects: every 10 s, 50 sockets close and open again.
const reconnecter = (async () => {
  for (let round = 0; Date.now() < until; round += 1) {
    await sleep(10_000);
    for (let k = 0; k < 50; k += 1) {
      const index = (round * 50 + k) % sockets;
      open[index]?.terminate();
      open[index] = await openSocket(wsUrl, index + 1, counters);
    }
  }
})();
const samples: Array<{
  t: number;
  rssMb: number;
  lagP99Ms: number;
  heapMb: number;
  requests: number;
  frames: number;
  load: number;
}> = [];
const started = Date.now();
while (Date.now() < until) {
  samples.push({
    t: (Date.now() - started) / 1000,
    ...(await metrics(server.base)),
    requests,
    frames: counters.frames,
    load: loadavg()[0] ?? 0,
  });
  await sleep(10_000);
}
await Promise.all([...readers, writer, reconnecter]);
samples.push({
  t: (Date.now() - started) / 1000,
  ...(await metrics(server.base)),
  requests,
  frames: counters.frames,
  load: loadavg()[0] ?? 0,
});
for (const socket of open) socket.terminate();
await stopServer(server.child);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS vz_soak WITH (FORCE)');
await admin.end();

mkdirSync(outDir, { recursive: true });
const csv = ['seconds,rss_mb,heap_mb,eventloop_lag_p99_ms,requests,frames,load_average_1m'];
for (const s of samples)
  csv.push(
    [s.t, s.rssMb, s.heapMb, s.lagP99Ms, s.requests, s.frames, s.load]
      .map((v) => Math.round(v * 10) / 10)
      .join(','),
  );
writeFileSync(path.join(outDir, 'soak.csv'), `${csv.join('\n')}\n`);
const svgFile = path.join(outDir, 'soak.svg');
writeFileSync(svgFile, chart(samples));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  try {
    execFileSync(
      chromium,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--screenshot=${path.join(outDir, 'soak.png')}`,
        '--window-size=860,420',
        `file://${svgFile}`,
      ],
      { stdio: 'ignore', timeout: 60_000 },
    );
  } catch {
    console.error('soak: chromium could not draw soak.png; soak.svg is there');
  }
}
const warm = samples.slice(Math.max(1, Math.floor(samples.length / 5)));
const rssAfterWarmup = warm[0]?.rssMb ?? Number.NaN;
const rssEnd = Math.max(...samples.slice(-3).map((s) => s.rssMb));
const refused = Object.values(failures).reduce((a, b) => a + b, 0) + counters.refused;
emit('soak.minutes', minutes, 'min');
emit('soak.requests', requests, 'count');
emit('soak.frames_received', counters.frames, 'count');
emit('soak.rss_after_warmup', rssAfterWarmup, 'MB');
emit('soak.rss_end', rssEnd, 'MB');
emit('soak.rss_growth_after_warmup', ((rssEnd - rssAfterWarmup) / rssAfterWarmup) * 100, '%', '<= 10');
emit('soak.eventloop_lag_p99_max', Math.max(...warm.map((s) => s.lagP99Ms)), 'ms', '<= 100');
emit('soak.refused', refused, 'count', '= 0');
emit('soak.load_average_1m_mean', samples.reduce((a, s) => a + s.load, 0) / samples.length, '');
if (refused) console.error(`soak: refused ${JSON.stringify(failures)}, sockets ${counters.refused}`);
