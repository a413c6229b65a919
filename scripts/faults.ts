// The fault test: the local cluster (deploy/local-cluster.sh: nginx, two production instances,
// PostgreSQL, RabbitMQ) while residents write and listen, with one part failing in each phase:
// an instance killed (kill -9), RabbitMQ stopped for 20 s, PostgreSQL restarted, a socket that stops
// reading, a backup taken during the writes. Every write carries its Idempotency-Key and is tried
// again as the web client does; afterwards each is looked up in the database, and each listener's
// timeline (live frames, and the gap filled after each reconnect) is compared with what was stored.
//
//   npx -y pnpm@12.21.0 faults            prints the table; exits 1 when a write was doubled or lost
//
// Needs root (it installs and runs the cluster's Debian packages, as the test command does). Not run
// by the test command: it takes about seven minutes and owns the machine meanwhile.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const root = fileURLToPath(new URL('../', import.meta.url));
const state = process.env.VIZINHOS_CLUSTER_DIR ?? '/tmp/vizinhos-faults';
const psqlBin = '/usr/lib/postgresql/15/bin/psql';
const pgCtl = '/usr/lib/postgresql/15/bin/pg_ctl';
const rabbitCtl = '/usr/lib/rabbitmq/bin/rabbitmqctl';
const node = path.join(root, 'node_modules/.bin/node');
const metricsToken = 'local-cluster-metrics-token';
const writersPerPhase = Number(process.env.FAULT_WRITERS ?? 12);
const listenersPerPhase = 4;
const run = randomBytes(3).toString('hex');
/**
 * A command the writers keep writing through: the probe's own event loop must not wait for it.
 * Its output is not read: `pg_ctl restart` leaves PostgreSQL holding any pipe it was given, so a
 * command whose output is piped never ends for the one who waits for the pipe to close.
 */
function runAside(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: saída ${code}`)),
    );
  });
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line: string) => process.stderr.write(`faults: ${line}\n`);

function cluster(command: 'up' | 'down'): Record<string, string> {
  const result = spawnSync('bash', [path.join(root, 'deploy/local-cluster.sh'), command], {
    encoding: 'utf8',
    env: { ...process.env, VIZINHOS_CLUSTER_DIR: state },
    timeout: 900_000,
  });
  if (result.status !== 0) throw new Error(`local-cluster ${command} failed:\n${result.stderr}`);
  return Object.fromEntries(
    result.stdout
      .split('\n')
      .filter((line) => /^[A-Z_0-9]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

let databaseUrl = '';
/** Runs SQL through psql; rows as arrays of columns (tab-separated, unaligned). */
function sql(query: string, url = databaseUrl): string[][] {
  const out = execFileSync(psqlBin, [url, '-v', 'ON_ERROR_STOP=1', '-AtF', '\t', '-c', query], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** Residents made in the database with a session each (no sign-in: its limits are not under test). */
function makeResidents(areaId: string, prefix: string, count: number): { id: string; cookie: string }[] {
  const residents = Array.from({ length: count }, (_, index) => {
    const id = `${prefix}-${index}`;
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('base64url');
    return { id, token, hash };
  });
  sql(
    residents
      .map(
        ({ id, hash }) =>
          `insert into users (id, username, email, first_name, last_name, password_hash, area_id, stomp_key, invite_code, activated)
           values (${literal(id)}, ${literal(id)}, ${literal(`${id}@faults.example`)}, ${literal(id)}, 'Falha', 'x', ${literal(areaId)}, ${literal(`${id}-stomp`)}, ${literal(`${id}-convite`)}, true);
           insert into sessions (token_hash, user_id, expires_at) values (${literal(hash)}, ${literal(id)}, now() + interval '1 day');`,
      )
      .join('\n'),
  );
  return residents.map(({ id, token }) => ({ id, cookie: `vz_session=${token}` }));
}

type Kind = 'post' | 'comment' | 'vote' | 'message';
type Write = {
  kind: Kind;
  marker: string;
  writer: string;
  answered: boolean;
  tries: number;
  answeredAt?: number;
  postId?: string;
  lastStatus: number;
  sentAt: number;
};

/**
 * Sends one write as the web client does (packages/api/src/http.ts): one key for all its tries,
 * tried again on a lost answer or a 409/502/503 (after Retry-After, else a growing wait), for up to
 * 40 s; anything else is its answer.
 */
async function keyedWrite(
  url: string,
  method: string,
  pathName: string,
  cookie: string,
  body: FormData | undefined,
  write: Write,
): Promise<unknown> {
  const key = randomUUID();
  const deadline = Date.now() + 40_000;
  for (let attempt = 0; ; attempt++) {
    write.tries++;
    let wait = Math.min(4_000, 300 * 2 ** attempt);
    try {
      const answer = await fetch(`${url}${pathName}`, {
        method,
        headers: { cookie, 'idempotency-key': key, accept: 'application/json' },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(15_000),
      });
      write.lastStatus = answer.status;
      const text = await answer.text();
      if (answer.ok) {
        write.answered = true;
        write.answeredAt = Date.now();
        return text ? JSON.parse(text) : null;
      }
      if (![409, 502, 503, 504].includes(answer.status)) return null;
      const after = Number(answer.headers.get('retry-after'));
      if (after > 0) wait = after * 1000;
    } catch {
      write.lastStatus = 0;
    }
    if (Date.now() + wait > deadline) return null;
    await sleep(wait * (0.8 + Math.random() * 0.4));
  }
}

const idOf = (answer: unknown): string | undefined => {
  // The spec's answer keeps the post under `posts` (packages/api/src/posts.ts reads it there).
  const post = (answer as { posts?: { _id?: unknown } } | null)?.posts;
  const id = post?._id;
  if (typeof id === 'string') return id;
  if (id && typeof id === 'object' && '$oid' in id) return String((id as { $oid: unknown }).$oid);
  return undefined;
};

/** One resident writing in a loop: a post, then comments, votes and messages around it. */
async function writeLoop(
  url: string,
  resident: { id: string; cookie: string },
  writerIndex: number,
  shared: { posts: string[]; conversationId: string },
  phase: number,
  until: number,
  writes: Write[],
): Promise<void> {
  let seq = 0;
  let ownPost: string | undefined;
  const voted = new Set<string>();
  while (Date.now() < until) {
    const turn = seq % 4;
    const marker = `F${run}x${phase}x${writerIndex}x${seq++}`;
    const kind: Kind =
      !ownPost || turn === 0 ? 'post' : turn === 1 ? 'comment' : turn === 2 ? 'vote' : 'message';
    const write: Write = {
      kind,
      marker,
      writer: resident.id,
      answered: false,
      tries: 0,
      lastStatus: 0,
      sentAt: Date.now(),
    };
    writes.push(write);
    if (kind === 'post') {
      const form = new FormData();
      form.set('post[title]', marker);
      form.set('post[text]', `Teste de falhas: ${marker}. Na praça, às 8h.`);
      form.set('post[post_category]', 'Geral');
      const answer = await keyedWrite(url, 'POST', '/api/v1/posts', resident.cookie, form, write);
      const id = idOf(answer);
      if (id) {
        ownPost = id;
        write.postId = id;
        shared.posts.push(id);
      }
    } else if (kind === 'comment' && ownPost) {
      const form = new FormData();
      form.set('comment[text]', marker);
      write.postId = ownPost;
      await keyedWrite(url, 'POST', `/api/v1/posts/${ownPost}/comments`, resident.cookie, form, write);
    } else if (kind === 'vote') {
      const target = [...shared.posts].reverse().find((id) => id !== ownPost && !voted.has(id));
      if (!target) {
        writes.pop();
        continue;
      }
      voted.add(target);
      write.postId = target;
      await keyedWrite(url, 'PUT', `/api/v1/posts/${target}/upvote`, resident.cookie, undefined, write);
    } else {
      const form = new FormData();
      form.set('message[body]', marker);
      form.set('message[client_id]', randomUUID());
      await keyedWrite(
        url,
        'POST',
        `/api/v1/conversations/${shared.conversationId}/messages`,
        resident.cookie,
        form,
        write,
      );
    }
    await sleep(400 + Math.random() * 400);
  }
}

/**
 * A resident's timeline over STOMP through nginx, as the web app keeps it: the live posts, and after
 * each reconnect the first pages read again until a post seen before the cut (its "N novidades").
 */
class Listener {
  seen = new Set<string>();
  reconnects = 0;
  refused = 0;
  #stopped = false;
  #socket: WebSocket | undefined;
  #cutAt = 0;
  longestGapMs = 0;
  url: string;
  cookie: string;
  areaId: string;
  constructor(url: string, cookie: string, areaId: string) {
    this.url = url;
    this.cookie = cookie;
    this.areaId = areaId;
  }

  #note(text: string): void {
    for (const found of text.matchAll(markerPattern)) this.seen.add(found[0]);
  }

  async start(): Promise<void> {
    await this.#connect();
  }

  /** Reads the timeline's pages: after a reconnect until a page brings nothing new; `all`: to its end. */
  async fill(all = false): Promise<void> {
    for (let page = 1; page <= 200; page++) {
      try {
        const answer = await fetch(`${this.url}/api/v1/posts?page=${page}&per_page=20`, {
          headers: { cookie: this.cookie },
        });
        if (!answer.ok) return;
        const text = await answer.text();
        const before = this.seen.size;
        this.#note(text);
        if (!text.includes('"_id"') || (!all && this.seen.size === before)) return;
      } catch {
        return;
      }
    }
  }

  #connect(): Promise<void> {
    return new Promise((resolve) => {
      const socket = new WebSocket(`${this.url.replace('http', 'ws')}/ws`, ['v12.stomp'], {
        headers: { cookie: this.cookie },
      });
      this.#socket = socket;
      let pending = '';
      let connected = false;
      socket.on('open', () => {
        socket.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
      });
      socket.on('message', (data: Buffer) => {
        pending += data.toString('utf8');
        const parts = pending.split('\0');
        pending = parts.pop() ?? '';
        for (const frame of parts) {
          if (!connected && frame.includes('CONNECTED')) {
            connected = true;
            socket.send(`SUBSCRIBE\nid:t\ndestination:/topic/area_q/timeline_${this.areaId}\n\n\0`);
            if (this.#cutAt) {
              this.longestGapMs = Math.max(this.longestGapMs, Date.now() - this.#cutAt);
              this.#cutAt = 0;
              void this.fill();
            }
            resolve();
          } else this.#note(frame);
        }
      });
      const retry = () => {
        if (this.#stopped) return resolve();
        if (!this.#cutAt) this.#cutAt = Date.now();
        this.reconnects++;
        setTimeout(() => void this.#connect().then(resolve), 300 + Math.random() * 700);
      };
      socket.on('error', () => {
        if (!connected) this.refused++;
      });
      socket.on('close', () => {
        this.#socket = undefined;
        retry();
      });
    });
  }

  stop(): void {
    this.#stopped = true;
    this.#socket?.close();
  }
}

async function metric(instance: string, name: string): Promise<number> {
  try {
    const text = await (
      await fetch(`${instance}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
    ).text();
    const found = new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text);
    return Number(found?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

function startInstance(n: 1 | 2, urls: Record<string, string>): void {
  const port = new URL(urls[`INSTANCE_${n}`] as string).port;
  const env = Object.fromEntries(
    readFileSync(path.join(state, 'cluster.env'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  const child = spawn(node, ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: port },
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  execFileSync('bash', ['-c', `echo ${child.pid} > ${path.join(state, `instance${n}.pid`)}`]);
}

async function waitReady(instance: string, ms: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    try {
      if ((await fetch(`${instance}/readyz`)).ok) return Date.now() - start;
    } catch {}
    await sleep(200);
  }
  return Number.NaN;
}

type Phase = {
  name: string;
  seconds: number;
  /** The fault, started `at` seconds in; resolves with what it measured for the table. */
  at: number;
  fault: (urls: Record<string, string>) => Promise<string>;
};

const services = () => path.join(state, 'services');
const rabbitNode = () =>
  `vizinhos-${readFileSync(path.join(services(), 'rabbitmq/port'), 'utf8').trim()}@localhost`;
const rabbit = (action: 'stop_app' | 'start_app') =>
  runAside(rabbitCtl, ['-n', rabbitNode(), action], {
    env: { ...process.env, HOME: path.join(services(), 'rabbitmq/home') },
  });

const phases: Phase[] = [
  { name: 'sem falha', seconds: 15, at: 0, fault: async () => '' },
  {
    name: 'kill -9 de uma instância',
    seconds: 30,
    at: 5,
    fault: async (urls) => {
      const pid = Number(readFileSync(path.join(state, 'instance1.pid'), 'utf8'));
      process.kill(pid, 'SIGKILL');
      await sleep(8_000);
      startInstance(1, urls);
      const ready = await waitReady(urls.INSTANCE_1 as string, 120_000);
      return `instância 1 pronta de novo ${(ready / 1000 + 8).toFixed(1)} s após o kill`;
    },
  },
  {
    name: 'RabbitMQ parado 20 s',
    seconds: 40,
    at: 5,
    fault: async (urls) => {
      await rabbit('stop_app');
      await sleep(20_000);
      await rabbit('start_app');
      const started = Date.now();
      while (Date.now() - started < 60_000) {
        const up = await Promise.all(
          [urls.INSTANCE_1, urls.INSTANCE_2].map((i) => waitReady(i as string, 1_000)),
        );
        if (up.every((ms) => !Number.isNaN(ms))) break;
      }
      return `barramento de volta nas duas instâncias ${((Date.now() - started) / 1000).toFixed(1)} s após o RabbitMQ voltar`;
    },
  },
  {
    name: 'PostgreSQL reiniciado',
    seconds: 25,
    at: 5,
    fault: async () => {
      const started = Date.now();
      await runAside('runuser', [
        '-u',
        'postgres',
        '--',
        pgCtl,
        '-D',
        path.join(services(), 'postgres/data'),
        '-m',
        'fast',
        '-w',
        'restart',
      ]);
      return `reinício do PostgreSQL em ${((Date.now() - started) / 1000).toFixed(1)} s`;
    },
  },
  {
    name: 'socket que não lê',
    seconds: 30,
    at: 2,
    fault: async (urls) => {
      const [slow] = makeResidents(areaIdOf(), `slow${run}`, 1);
      const rssBefore = await metric(urls.INSTANCE_2 as string, 'vizinhos_process_resident_memory_bytes');
      // A resident's phone frozen (a tunnel, a locked screen): a client process that subscribes
      // straight to one instance (so its memory is the one read) and is then stopped with SIGSTOP,
      // so it reads nothing more; the instance's log says when it cuts the socket off.
      const logFile = path.join(state, 'instance2.log');
      const cutOffs = () => readFileSync(logFile, 'utf8').split('slow consumer cut off').length - 1;
      const cutBefore = cutOffs();
      const child = spawn(
        node,
        [
          '-e',
          `const WebSocket = require('ws');
           const [url, cookie, destination] = process.argv.slice(1);
           const socket = new WebSocket(url, ['v12.stomp'], { headers: { cookie } });
           socket.on('open', () => {
             socket.send('CONNECT\\naccept-version:1.2\\nhost:localhost\\nheart-beat:0,0\\n\\n\\0');
             socket.send('SUBSCRIBE\\nid:t\\ndestination:' + destination + '\\n\\n\\0');
             setTimeout(() => console.log('ready'), 300);
           });`,
          `${(urls.INSTANCE_2 as string).replace('http', 'ws')}/ws`,
          slow?.cookie ?? '',
          `/topic/area_q/timeline_${areaIdOf()}`,
        ],
        { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] },
      );
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const opened = Date.now();
      let closedAt = 0;
      process.kill(child.pid as number, 'SIGSTOP');
      const watch = setInterval(() => {
        if (!closedAt && cutOffs() > cutBefore) closedAt = Date.now();
      }, 200);
      // Posts of 10,000 characters (the longest a post may be), 20 per author (their hourly limit),
      // four at a time: up to 12 MB, past the kernel's buffers and the server's 1 MB bound for one socket.
      const big = 'A rua Augusta, 120, ficou sem luz entre 8h e 10h. '.repeat(200).slice(0, 10_000);
      const authors = makeResidents(areaIdOf(), `slowauthor${run}`, 60);
      let posted = 0;
      let next = 0;
      const postLoop = async () => {
        while (!closedAt && next < authors.length * 20) {
          const index = next++;
          const form = new FormData();
          form.set('post[title]', `Carga ${index}`);
          form.set('post[text]', big);
          form.set('post[post_category]', 'Geral');
          const answer = await fetch(`${urls.URL}/api/v1/posts`, {
            method: 'POST',
            headers: { cookie: authors[index % authors.length]?.cookie ?? '' },
            body: form,
          });
          await answer.arrayBuffer();
          if (answer.ok) posted++;
        }
      };
      await Promise.all([postLoop(), postLoop(), postLoop(), postLoop()]);
      const deadline = Date.now() + 60_000;
      while (!closedAt && Date.now() < deadline) await sleep(250);
      const rssAfter = await metric(urls.INSTANCE_2 as string, 'vizinhos_process_resident_memory_bytes');
      clearInterval(watch);
      child.kill('SIGKILL');
      return closedAt
        ? `cortado ${((closedAt - opened) / 1000).toFixed(1)} s após abrir, depois de ${posted} postagens de 10 KB; RSS ${(rssBefore / 1e6).toFixed(0)} → ${(rssAfter / 1e6).toFixed(0)} MB`
        : `NÃO cortado em 60 s, depois de ${posted} postagens de 10 KB; RSS ${(rssBefore / 1e6).toFixed(0)} → ${(rssAfter / 1e6).toFixed(0)} MB`;
    },
  },
  {
    name: 'backup durante escritas',
    seconds: 20,
    at: 3,
    fault: async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'faults-backup-'));
      const file = path.join(dir, 'durante.vzbackup');
      const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl };
      const started = Date.now();
      await runAside(node, ['apps/server/src/ops/cli.ts', 'backup', '--plain', file], { cwd: root, env });
      const took = (Date.now() - started) / 1000;
      const restoreDb = `faults_restore_${run}`;
      sql(`create database ${restoreDb}`);
      const restoreUrl = databaseUrl.replace(/\/[^/]*$/, `/${restoreDb}`);
      await runAside(node, ['apps/server/src/ops/cli.ts', 'restore', file], {
        cwd: root,
        env: { ...env, DATABASE_URL: restoreUrl },
      });
      // The counters kept beside the rows agree with the rows in the restored copy: one snapshot.
      const [mismatch] = sql(
        `select count(*) from posts p where p.comment_count <> (select count(*) from comments c where c.post_id = p.id)
           or p.upvotes <> (select count(*) from post_votes v where v.post_id = p.id and v.direction = 'up')`,
        restoreUrl,
      );
      const [restoredPosts] = sql(
        `select count(*) from posts where title like ${literal(`F${run}%`)}`,
        restoreUrl,
      );
      backupCheck = { mismatched: Number(mismatch?.[0]), file };
      const size = statSync(file).size;
      rmSync(dir, { recursive: true, force: true });
      return `backup em ${took.toFixed(1)} s (${(size / 1e6).toFixed(1)} MB); restaurado: ${restoredPosts?.[0]} postagens do teste, ${mismatch?.[0]} contadores em desacordo`;
    },
  },
];

let areaId = '';
/** A write's marker: the run, phase, writer and sequence, letters and digits only. */
const markerPattern = new RegExp(`F${run}x\\d+x\\d+x\\d+`, 'g');
const areaIdOf = () => areaId;
let backupCheck: { mismatched: number; file: string } | undefined;

function latencyOf(writes: Write[]): string {
  const times = writes.map((write) => ((write.answeredAt ?? 0) - write.sentAt) / 1000).sort((a, b) => a - b);
  if (times.length === 0) return '–';
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] as number;
  return `${at(0.5).toFixed(2)} / ${at(0.99).toFixed(2)} / ${(times.at(-1) as number).toFixed(2)}`;
}

type Row = {
  phase: string;
  sent: number;
  answered: number;
  stored: number;
  doubled: number;
  lost: number;
  unanswered: number;
  /** Stored posts some listener never had, after reading its whole timeline again. */
  missing: number;
  recoverS: string;
  /** From the press to the answer, retries included: p50 / p99 / max in seconds. */
  latency: string;
  listeners: string;
  note: string;
};

/** How many times each write's marker is in the database (votes: whether the vote stands). */
function countStored(writes: Write[]): Map<Write, number> {
  const counts = new Map<string, number>();
  const add = (rows: string[][]) => {
    for (const [marker, count] of rows) counts.set(marker as string, Number(count));
  };
  const like = literal(`F${run}%`);
  add(sql(`select title, count(*) from posts where title like ${like} group by title`));
  add(sql(`select text, count(*) from comments where text like ${like} group by text`));
  add(sql(`select body, count(*) from messages where body like ${like} group by body`));
  const votes = new Set(
    sql(
      `select post_id || ' ' || user_id from post_votes where direction = 'up' and user_id like ${literal(`w${run}%`)}`,
    ).map(([pair]) => pair),
  );
  return new Map(
    writes.map((write) => [
      write,
      write.kind === 'vote'
        ? votes.has(`${write.postId} ${write.writer}`)
          ? 1
          : 0
        : (counts.get(write.marker) ?? 0),
    ]),
  );
}

async function runPhase(index: number, phase: Phase, urls: Record<string, string>): Promise<Row> {
  log(`fase ${index}: ${phase.name}`);
  const writers = makeResidents(areaId, `w${run}p${index}`, writersPerPhase);
  const readers = makeResidents(areaId, `r${run}p${index}`, listenersPerPhase);
  const conversationId = `conv-${run}-${index}`;
  sql(
    `insert into conversations (id, area_id, title, created_by) values (${literal(conversationId)}, ${literal(areaId)}, 'Falhas', ${literal(writers[0]?.id ?? '')});
     ${writers
       .map(
         (writer, n) =>
           `insert into conversation_participants (id, conversation_id, user_id, role) values (${literal(`${conversationId}-${n}`)}, ${literal(conversationId)}, ${literal(writer.id)}, ${n === 0 ? "'Admin'" : "'Membro'"});`,
       )
       .join('\n')}`,
  );
  const listeners = readers.map((reader) => new Listener(urls.URL as string, reader.cookie, areaId));
  await Promise.all(listeners.map((listener) => listener.start()));
  const shared = { posts: [] as string[], conversationId };
  const writes: Write[] = [];
  const started = Date.now();
  const until = started + phase.seconds * 1000;
  const loops = writers.map((writer, n) =>
    writeLoop(urls.URL as string, writer, n, shared, index, until, writes),
  );
  let faultAt = 0;
  const fault = (async () => {
    if (!phase.at) return '';
    await sleep(phase.at * 1000);
    faultAt = Date.now();
    return phase.fault(urls);
  })();
  const [note] = await Promise.all([fault, ...loops]);
  // Writes still being tried finish (up to their 40 s), then the listeners read their last gap.
  await sleep(2_000);
  for (const listener of listeners) listener.stop();
  const stored = countStored(writes);
  const answered = writes.filter((write) => write.answered);
  const doubled = writes.filter((write) => (stored.get(write) ?? 0) > 1).length;
  const lost = answered.filter((write) => (stored.get(write) ?? 0) === 0).length;
  const storedCount = writes.filter((write) => (stored.get(write) ?? 0) > 0).length;
  // Recovery: the longest stretch after the fault in which no write at all was answered.
  const answers = answered
    .map((write) => write.answeredAt ?? 0)
    .filter((at) => at > faultAt)
    .sort((a, b) => a - b);
  const longestSilence = faultAt
    ? Math.max(0, ...answers.map((at, n) => at - (n === 0 ? faultAt : (answers[n - 1] as number))))
    : Number.NaN;
  const storedPosts = writes.filter((write) => write.kind === 'post' && (stored.get(write) ?? 0) > 0);
  const missingOf = () =>
    listeners.map((listener) => storedPosts.filter((write) => !listener.seen.has(write.marker)).length);
  // Live frames and the gaps read after reconnects, then the whole timeline read once more.
  const missingLive = missingOf();
  await Promise.all(listeners.map((listener) => listener.fill(true)));
  const missing = missingOf();
  const failedBy = writes
    .filter((write) => !write.answered)
    .reduce<Record<string, number>>((all, write) => {
      const key = `${write.kind}:${write.lastStatus}`;
      all[key] = (all[key] ?? 0) + 1;
      return all;
    }, {});
  const unansweredNote = Object.keys(failedBy).length ? ` sem resposta: ${JSON.stringify(failedBy)}` : '';
  return {
    phase: phase.name,
    sent: writes.length,
    answered: answered.length,
    stored: storedCount,
    doubled,
    lost,
    unanswered: writes.length - answered.length,
    missing: Math.max(...missing),
    recoverS: Number.isNaN(longestSilence) ? '–' : (longestSilence / 1000).toFixed(1),
    latency: latencyOf(answered),
    listeners: `${listeners.reduce((n, l) => n + l.reconnects, 0)} reconexões (a mais longa ${(Math.max(...listeners.map((l) => l.longestGapMs)) / 1000).toFixed(1)} s); faltando ao vivo+lacunas ${missingLive.join('/')}, depois da releitura ${missing.join('/')} de ${storedPosts.length}`,
    note: `${note}${unansweredNote}`,
  };
}

async function main(): Promise<void> {
  log(`subindo o cluster em ${state}`);
  cluster('down');
  const urls = cluster('up');
  databaseUrl = urls.DATABASE_URL as string;
  areaId = `area-faults-${run}`;
  sql(
    `insert into areas (id, name, search_key, municipality_id, latitude, longitude) values (${literal(areaId)}, 'Vila das Falhas', 'vila das falhas', 1, -23.55, -46.63)`,
  );
  const rows: Row[] = [];
  try {
    // FAULT_PHASES=2,3 runs those phases only (the calm one, 0, always runs first).
    const only = process.env.FAULT_PHASES?.split(',').map(Number);
    for (const [index, phase] of phases.entries())
      if (index === 0 || !only || only.includes(index)) rows.push(await runPhase(index, phase, urls));
  } finally {
    if (!process.env.FAULTS_KEEP) cluster('down');
  }
  const header = [
    'fase',
    'enviadas',
    'respondidas',
    'gravadas',
    'duplicadas',
    'perdidas',
    'sem resposta',
    'sem resposta alguma (s)',
    'resposta p50/p99/máx (s)',
    'ouvintes',
    'falha',
  ];
  const table = [
    header,
    ...rows.map((row) =>
      [
        row.phase,
        row.sent,
        row.answered,
        row.stored,
        row.doubled,
        row.lost,
        row.unanswered,
        row.recoverS,
        row.latency,
        row.listeners,
        row.note,
      ].map(String),
    ),
  ];
  for (const line of table) console.log(`| ${line.join(' | ')} |`);
  const bad =
    rows.some((row) => row.doubled > 0 || row.lost > 0 || row.missing > 0) ||
    (backupCheck?.mismatched ?? 0) > 0;
  console.log(
    bad
      ? 'FALHOU: escrita duplicada, perdida ou backup inconsistente'
      : 'ok: nenhuma escrita duplicada ou perdida',
  );
  process.exit(bad ? 1 : 0);
}

await main();
