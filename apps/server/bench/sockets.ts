// `pnpm bench --sockets` (or `node apps/server/bench/sockets.ts [--steps 1000,5000,10000,19000]` with
// DATABASE_URL): live residents on one instance of the real server (main.ts on PostgreSQL, memory
// bus). This process is the probe: raw STOMP 1.2 over WebSocket (`ws`), one socket per resident made
// directly in the database with a session row (cookie vz_session, as scripts/faults.ts does), each
// subscribed to its area's timeline and posts topics and its own chat and notification topics, all
// in one area (the worst case: every socket gets every frame of the area). At each step: sockets
// connected, the server's RSS (GET /metrics), a Segurança post's fan-out from the author's send to
// each socket's receipt (p50, p99, max), frames lost, the author's POST answer time, `users/me`
// beside it, and the CPU of both processes. Last, the reconnect storm of a restart: every socket
// back within 30 s, the time until all are and the refusals. Prints one JSON line per figure.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import WebSocket from 'ws';
import { emit, percentile, prepareLiveArea, readMetric, startServer, stopServer } from './benchServer.ts';

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
};
const steps = arg('steps', process.env.BENCH_SOCKET_STEPS ?? '1000,5000,10000,19000')
  .split(',')
  .map(Number);
const residents = Math.max(...steps);
const authors = steps.length + 2;
const metricsToken = 'bench-sockets-metrics-token';
const secret = randomUUID();
const tokenOf = (n: number) => createHash('sha256').update(`${secret}:${n}`).digest('base64url');
const userId = (n: number) => `f1${n.toString(16).padStart(22, '0')}`;
const stompKey = (n: number) => `f2${n.toString(16).padStart(22, '0')}`;
const areaId = 'f0'.padEnd(24, '0');

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One resident's live connection: counts the frames that carry `marker`, once, with their time. */
class Resident {
  socket: WebSocket | undefined;
  connected = false;
  marker = '';
  receivedAt = 0;
  readonly n: number;
  constructor(n: number) {
    this.n = n;
  }
  open(url: string): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = new WebSocket(url, ['v12.stomp'], {
        headers: {
          cookie: `vz_session=${tokenOf(this.n)}`,
          origin: url.replace(/^ws/, 'http').replace('/ws', ''),
        },
      });
      this.socket = socket;
      let settled = false;
      const settle = (ok: boolean) => {
        if (!settled) {
          settled = true;
          this.connected = ok;
          resolve(ok);
        }
      };
      socket.on('message', (data: Buffer) => {
        const text = data.toString('utf8');
        if (text.includes('receipt-id:ready')) settle(true);
        else if (/(^|\0\n*)ERROR\n/.test(text)) settle(false);
        else if (this.marker && this.receivedAt === 0 && text.includes(this.marker))
          this.receivedAt = performance.now();
      });
      socket.once('error', () => settle(false));
      socket.once('close', () => {
        this.connected = false;
        settle(false);
      });
      socket.once('open', () => {
        const destinations = [
          `/topic/area_q/timeline_${areaId}`,
          `/topic/posts_q/area_${areaId}`,
          `/topic/chat_q/user_${stompKey(this.n)}`,
          `/topic/notification_q/user_${stompKey(this.n)}`,
        ];
        socket.send(
          `CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0${destinations
            .map(
              (d, i) =>
                `SUBSCRIBE\nid:${i}\ndestination:${d}\n${i === destinations.length - 1 ? 'receipt:ready\n' : ''}\n\0`,
            )
            .join('')}`,
        );
      });
    });
  }
}

/** Opens sockets `concurrency` at a time; answers how many failed. */
async function openAll(list: Resident[], url: string, concurrency = 200): Promise<number> {
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < list.length) {
        const resident = list[next++];
        if (resident && !(await resident.open(url))) failed += 1;
      }
    }),
  );
  return failed;
}

async function timedGet(base: string, cookie: string): Promise<number> {
  const t0 = performance.now();
  await (await fetch(`${base}/api/v1/users/me`, { headers: { cookie } })).arrayBuffer();
  return performance.now() - t0;
}

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('sockets bench: DATABASE_URL is required (PostgreSQL); nothing measured');
  process.exit(0);
}
const databaseUrl = await prepareLiveArea(adminUrl, {
  database: 'vz_sockets',
  areaId,
  areaName: 'Bairro ao vivo',
  prefix: 'vivo',
  lastName: 'Ao Vivo',
  count: residents + authors,
  userId,
  stompKey,
  tokenOf,
  sessionDays: 1,
});
const serverEnv = {
  DATABASE_URL: databaseUrl,
  AMQP_URL: '',
  METRICS_TOKEN: metricsToken,
  PORT: process.env.BENCH_SOCKETS_PORT ?? '0',
};
let server = await startServer(serverEnv);
const wsUrl = `${server.base.replace('http', 'ws')}/ws`;
const all = Array.from({ length: residents }, (_, i) => new Resident(i + 1));
let opened = 0;
for (const [index, step] of steps.entries()) {
  const clientCpu0 = process.cpuUsage();
  const serverCpu0 = cpuSeconds(server.child.pid ?? 0);
  const wall0 = performance.now();
  const failed = await openAll(all.slice(opened, step), wsUrl);
  opened = step;
  const connected = all.filter((r) => r.connected).length;
  emit(`sockets.${step}.connected`, connected, 'count', `= ${step}`);
  if (failed) emit(`sockets.${step}.refused`, failed, 'count', '= 0');
  emit(`sockets.${step}.open_seconds`, (performance.now() - wall0) / 1000, 's');
  await sleep(2_000);
  emit(
    `sockets.${step}.server_rss`,
    (await readMetric(server.base, metricsToken, 'vizinhos_process_resident_memory_bytes')) / 2 ** 20,
    'MB',
  );
  emit(`sockets.${step}.load_average_1m`, loadavg()[0] ?? 0, '');
  // A Segurança post by an author of its own (5 a hour each): its frame to every socket.
  const marker = `Alerta-${step}-${randomUUID().slice(0, 8)}`;
  const live = all.slice(0, step).filter((r) => r.connected);
  for (const r of live) {
    r.marker = marker;
    r.receivedAt = 0;
  }
  const authorCookie = `vz_session=${tokenOf(residents + 1 + index)}`;
  const form = new FormData();
  form.set('post[title]', marker);
  form.set('post[text]', 'Portão da garagem arrombado na esquina, fiquem atentos.');
  form.set('post[post_category]', 'Segurança');
  const readerCookie = `vz_session=${tokenOf(residents + authors)}`;
  const sent = performance.now();
  const posting = fetch(`${server.base}/api/v1/posts`, {
    method: 'POST',
    headers: { cookie: authorCookie, accept: 'application/json', 'idempotency-key': randomUUID() },
    body: form,
  }).then(async (answer) => {
    await answer.arrayBuffer();
    return { status: answer.status, ms: performance.now() - sent };
  });
  // users/me beside the fan-out: 20 reads one after another while the frames go out.
  const reads: number[] = [];
  const reading = (async () => {
    for (let n = 0; n < 20; n += 1) reads.push(await timedGet(server.base, readerCookie));
  })();
  const answer = await posting;
  await reading;
  const deadline = performance.now() + 15_000;
  while (performance.now() < deadline && live.some((r) => r.receivedAt === 0)) await sleep(100);
  const delays = live.filter((r) => r.receivedAt > 0).map((r) => r.receivedAt - sent);
  emit(
    `sockets.${step}.post_answer`,
    answer.ms,
    'ms',
    answer.status === 201 ? undefined : `status ${answer.status}`,
  );
  emit(`sockets.${step}.fanout.p50`, percentile(delays, 50), 'ms');
  emit(`sockets.${step}.fanout.p99`, percentile(delays, 99), 'ms');
  emit(`sockets.${step}.fanout.max`, Math.max(...delays), 'ms');
  emit(`sockets.${step}.frames_lost`, live.length - delays.length, 'count', '= 0');
  emit(`sockets.${step}.users_me_beside.p50`, percentile(reads, 50), 'ms');
  emit(`sockets.${step}.users_me_beside.max`, Math.max(...reads), 'ms');
  const clientCpu = process.cpuUsage(clientCpu0);
  const wall = (performance.now() - wall0) / 1000;
  emit(`sockets.${step}.client_cpu`, ((clientCpu.user + clientCpu.system) / 1e6 / wall) * 100, '% core');
  emit(
    `sockets.${step}.server_cpu`,
    ((cpuSeconds(server.child.pid ?? 0) - serverCpu0) / wall) * 100,
    '% core',
  );
}

// The reconnect storm: the instance restarts (same port), every socket comes back within 30 s.
if (!process.argv.includes('--no-storm')) {
  const port = new URL(server.base).port;
  await stopServer(server.child);
  const restart0 = performance.now();
  server = await startServer({ ...serverEnv, PORT: port });
  emit('sockets.storm.restart', performance.now() - restart0, 'ms');
  const storm0 = performance.now();
  let refused = 0;
  await Promise.all(
    all.map(async (resident) => {
      await sleep(Math.random() * 30_000);
      // A refused reconnect tries again after a second, as the web client backs off.
      while (!(await resident.open(wsUrl))) {
        refused += 1;
        if (performance.now() - storm0 > 120_000) return;
        await sleep(1_000);
      }
    }),
  );
  emit('sockets.storm.all_reconnected', (performance.now() - storm0) / 1000, 's', '<= 35');
  emit('sockets.storm.connected', all.filter((r) => r.connected).length, 'count', `= ${residents}`);
  emit('sockets.storm.refused', refused, 'count', '= 0');
  emit(
    'sockets.storm.server_rss',
    (await readMetric(server.base, metricsToken, 'vizinhos_process_resident_memory_bytes')) / 2 ** 20,
    'MB',
  );
  emit('sockets.storm.load_average_1m', loadavg()[0] ?? 0, '');
}
for (const resident of all) resident.socket?.terminate();
await stopServer(server.child);
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('DROP DATABASE IF EXISTS vz_sockets WITH (FORCE)');
await admin.end();
