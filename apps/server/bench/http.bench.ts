// Server load figures: sign_in, `GET users/me` with a session, the members list, the search, `GET geo/reverse`
// (the nearest municipality of a point), the first
// timeline page (`GET posts`, the demo's forty posts: votes, flags, polls, comments per card), a post
// with 500 comments (`GET posts/{id}`) and the first page of its comments (`GET comments`), each with 100
// concurrent clients (autocannon, on the same machine), the first read of that post and of the timeline
// right after a comment (one client), server RSS idle and after load, and the time
// from process start to the first answer, on the embedded PGlite and, when DATABASE_URL is given, on
// PostgreSQL. Loopback only, a few seconds each. The 1-minute load average is printed beside the
// figures, because other work on this machine moves them.
// Run: node apps/server/bench/http.bench.ts   (prints one JSON line per figure)
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoLogin, demoMembers } from '../src/seed/demoMembers.ts';
import { emit, startServer as startBenchServer, stopServer } from './benchServer.ts';

const clients = 100;
const secondsPerFigure = Number(process.env.BENCH_SECONDS ?? 4);

type Answer = { status: number; body: string; cookie: string | undefined };

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

/**
 * Loads one call with `clients` connections for the duration; answers requests/s, p99 in ms, the
 * answers the sign-in limits refused (429, by design under a flood) and every other failure.
 */
async function load(
  url: URL,
  options: { method?: 'GET' | 'POST'; body?: string; cookie?: string } = {},
): Promise<{ rps: number; p99: number; throttled: number; failures: number }> {
  const headers: Record<string, string> = {};
  if (options.body) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  // One second first, not counted (reads only): the steady state is measured, not the first fill of
  // a cache or the compilation of a route, and not the backlog of the figure before.
  if ((options.method ?? 'GET') === 'GET')
    await autocannon({
      url: url.toString(),
      connections: clients,
      duration: 1,
      method: options.method ?? 'GET',
      headers,
      ...(options.body ? { body: options.body } : {}),
    });
  const result = await autocannon({
    url: url.toString(),
    connections: clients,
    duration: secondsPerFigure,
    method: options.method ?? 'GET',
    headers,
    ...(options.body ? { body: options.body } : {}),
  });
  const throttled =
    (result.statusCodeStats as Record<string, { count: number } | undefined>)['429']?.count ?? 0;
  return {
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    throttled,
    failures: result.non2xx - throttled + result.errors,
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
  const started = await startBenchServer(env);
  const base = new URL(started.base);
  const agent = new http.Agent({ keepAlive: true });
  await request(agent, new URL('/api/v1/users/me', base), 'GET');
  agent.destroy();
  return { child: started.child, base, firstAnswerMs: performance.now() - t0 };
}

/**
 * Writes a post and `count` comments under it through the API, as residents would (each resident
 * within the write limit of 30 comments in 10 minutes, so several take turns); answers its id.
 */
async function postWithComments(base: URL, cookie: string, count: number): Promise<string> {
  const perResident = 30;
  const writers: string[] = [];
  const signIn = new URL('/api/v1/users/sign_in', base);
  for (const member of demoMembers.slice(1, 1 + Math.ceil(count / perResident))) {
    const signInAgent = new http.Agent({ keepAlive: true });
    const credentials = JSON.stringify({ user: member.username, password: demoLogin.password });
    const signedIn = await request(signInAgent, signIn, 'POST', credentials);
    signInAgent.destroy();
    if (!signedIn.cookie) throw new Error(`sign-in of ${member.username}: ${signedIn.status}`);
    writers.push(signedIn.cookie);
  }
  const agent = new http.Agent({ keepAlive: true });
  const created = await request(
    agent,
    new URL('/api/v1/posts', base),
    'POST',
    JSON.stringify({ 'post[title]': 'Conversa longa', 'post[post_category]': 'Geral' }),
    cookie,
  );
  const id: string = JSON.parse(created.body).posts.id;
  const comments = new URL(`/api/v1/posts/${id}/comments`, base);
  for (let n = 1; n <= count; n += 1) {
    const answer = await request(
      agent,
      comments,
      'POST',
      JSON.stringify({ comment: { text: `Comentário ${n}` } }),
      writers[Math.floor((n - 1) / perResident)],
    );
    if (answer.status !== 201) throw new Error(`comment ${n}: ${answer.status} ${answer.body}`);
  }
  agent.destroy();
  return id;
}

/**
 * The first read after a write, one client: a resident who wrote none of the post's comments posts
 * one more, then the reader opens the post (its page read afresh: the write emptied the read cache)
 * and, after the next comment, the timeline's first page; answers the median and p90 of each, in ms.
 */
async function firstReadsAfterComment(base: URL, cookie: string, postId: string, afterWriters: number) {
  const member = demoMembers[1 + afterWriters];
  if (!member) throw new Error('no demo member left to write');
  const agent = new http.Agent({ keepAlive: true });
  const credentials = JSON.stringify({ user: member.username, password: demoLogin.password });
  const { cookie: writer } = await request(
    agent,
    new URL('/api/v1/users/sign_in', base),
    'POST',
    credentials,
  );
  const comments = new URL(`/api/v1/posts/${postId}/comments`, base);
  const reads = {
    post: new URL(`/api/v1/posts/${postId}`, base),
    timeline: new URL('/api/v1/posts?include_stats=true&include_comments=true&page=1', base),
  };
  const times: Record<keyof typeof reads, number[]> = { post: [], timeline: [] };
  // 24 comments: within the write limit of 30 in 10 minutes.
  for (let n = 0; n < 24; n += 1) {
    const body = JSON.stringify({ comment: { text: `Comentário depois ${n}` } });
    const written = await request(agent, comments, 'POST', body, writer);
    if (written.status !== 201) throw new Error(`comment: ${written.status} ${written.body}`);
    const which = n % 2 === 0 ? 'post' : 'timeline';
    const t0 = performance.now();
    const read = await request(agent, reads[which], 'GET', undefined, cookie);
    times[which].push(performance.now() - t0);
    if (read.status !== 200) throw new Error(`read: ${read.status}`);
  }
  agent.destroy();
  const at = (list: number[], q: number) => [...list].sort((a, b) => a - b)[Math.floor(list.length * q)] ?? 0;
  return Object.fromEntries(
    Object.entries(times).map(([name, list]) => [name, { median: at(list, 0.5), p90: at(list, 0.9) }]),
  ) as Record<keyof typeof reads, { median: number; p90: number }>;
}

async function benchEngine(engine: string, env: NodeJS.ProcessEnv) {
  const { child, base, firstAnswerMs } = await startServer(env);
  emit(`server.${engine}.start_to_first_answer_fresh`, firstAnswerMs, 'ms');
  await sleep(2_000);
  emit(
    `server.${engine}.rss_idle`,
    rssMb(child.pid ?? 0).rss,
    'MB',
    engine === 'pglite' ? '<= 300' : undefined,
  );
  emit(`server.${engine}.load_average_1m`, loadavg()[0] ?? 0, '');
  const agent = new http.Agent({ keepAlive: true });
  const signIn = new URL('/api/v1/users/sign_in', base);
  const credentials = JSON.stringify({ user: 'demo', password: 'demo1234' });
  const { cookie = '' } = await request(agent, signIn, 'POST', credentials);
  agent.destroy();
  let failures = 0;

  const me = await load(new URL('/api/v1/users/me', base), { cookie });
  emit(`server.${engine}.users_me.throughput`, me.rps, 'req/s', '>= 5000');
  emit(`server.${engine}.users_me.p99`, me.p99, 'ms', '<= 40');
  failures += me.failures;

  const lists = await load(new URL('/api/v1/users?page=1&per_page=20', base), { cookie });
  const membersTarget = engine === 'pglite' ? '>= 1000' : '>= 2000';
  emit(`server.${engine}.members_list.throughput`, lists.rps, 'req/s', membersTarget);
  emit(`server.${engine}.members_list.p99`, lists.p99, 'ms', '<= 100');
  failures += lists.failures;

  // Reverse geocoding (signup, the map): the nearest of 5,564 seats through the k-d tree.
  const reverseUrl = new URL('/api/v1/geo/reverse?lat=-22.9&lon=-47.05', base);
  // The first call loads and indexes the seats; the figure is the steady state after it.
  await fetch(reverseUrl);
  const reverse = await load(reverseUrl);
  emit(`server.${engine}.geo_reverse.throughput`, reverse.rps, 'req/s', '>= 3000');
  emit(`server.${engine}.geo_reverse.p99`, reverse.p99, 'ms');
  failures += reverse.failures;

  // The timeline's first page as the app asks for it, over the demo seed's posts.
  const timeline = await load(
    new URL('/api/v1/posts?include_stats=true&include_comments=true&page=1', base),
    {
      cookie,
    },
  );
  const timelineTarget = engine === 'pglite' ? '>= 2000' : '>= 4000';
  emit(`server.${engine}.posts_list.throughput`, timeline.rps, 'req/s', timelineTarget);
  emit(`server.${engine}.posts_list.p99`, timeline.p99, 'ms', '<= 100');
  emit(`server.${engine}.rss_after_posts_list`, rssMb(child.pid ?? 0).rss, 'MB');
  failures += timeline.failures;

  // The same first page of one category (the timeline's category tabs).
  const category = await load(
    new URL(
      '/api/v1/posts?include_stats=true&include_comments=true&page=1&post_category=Seguran%C3%A7a',
      base,
    ),
    { cookie },
  );
  emit(`server.${engine}.posts_list_category.throughput`, category.rps, 'req/s', timelineTarget);
  emit(`server.${engine}.posts_list_category.p99`, category.p99, 'ms', '<= 100');
  failures += category.failures;

  // Busca: the area's content by its words (full-text search; not in the read cache, since what a
  // reader finds depends on whom they blocked), as the page asks for its first page.
  const search = await load(new URL('/api/v1/search?q=bicicletas&type=all&page=1&per_page=20', base), {
    cookie,
  });
  emit(`server.${engine}.search.throughput`, search.rps, 'req/s');
  emit(`server.${engine}.search.p99`, search.p99, 'ms');
  failures += search.failures;

  // The bell's list and the conversations list, as the app asks for them.
  const notifications = await load(new URL('/api/v1/notifications?page=1', base), { cookie });
  emit(`server.${engine}.notifications_list.throughput`, notifications.rps, 'req/s', membersTarget);
  emit(`server.${engine}.notifications_list.p99`, notifications.p99, 'ms', '<= 100');
  failures += notifications.failures;
  const conversations = await load(
    new URL('/api/v1/conversations?include_latest_message=true&per_page=50', base),
    { cookie },
  );
  emit(`server.${engine}.conversations_list.throughput`, conversations.rps, 'req/s', membersTarget);
  emit(`server.${engine}.conversations_list.p99`, conversations.p99, 'ms', '<= 100');
  failures += conversations.failures;

  // A post with 500 comments, as its page (/posts/{id}) reads it: the post with its first comments,
  // and the first page of its comments (5, with their first replies).
  const commented = await postWithComments(base, cookie, 500);
  // The first read after a write (the post's comment counts are columns, moved at the commit).
  const firstReads = await firstReadsAfterComment(base, cookie, commented, Math.ceil(500 / 30));
  emit(`server.${engine}.post_view_after_comment.median`, firstReads.post.median, 'ms');
  emit(`server.${engine}.post_view_after_comment.p90`, firstReads.post.p90, 'ms');
  emit(`server.${engine}.posts_list_after_comment.median`, firstReads.timeline.median, 'ms');
  emit(`server.${engine}.posts_list_after_comment.p90`, firstReads.timeline.p90, 'ms');
  const post = await load(new URL(`/api/v1/posts/${commented}`, base), { cookie });
  emit(`server.${engine}.post_view.throughput`, post.rps, 'req/s', membersTarget);
  emit(`server.${engine}.post_view.p99`, post.p99, 'ms', '<= 100');
  failures += post.failures;
  const commentsPage = await load(new URL(`/api/v1/posts/${commented}/comments?comment_page=1`, base), {
    cookie,
  });
  emit(`server.${engine}.comments_list.throughput`, commentsPage.rps, 'req/s', membersTarget);
  emit(`server.${engine}.comments_list.p99`, commentsPage.p99, 'ms', '<= 100');
  failures += commentsPage.failures;

  // Sign-in last: its scrypt backlog outlives the load and would slow whatever came next.
  const signIns = await load(signIn, { method: 'POST', body: credentials });
  emit(`server.${engine}.sign_in.throughput`, signIns.rps, 'req/s');
  emit(`server.${engine}.sign_in.p99`, signIns.p99, 'ms');
  // 100 clients signing in as one account from one address: the limits (5 per account and address,
  // 50 per address within 15 minutes, reserved before the password check) refuse most of them.
  emit(`server.${engine}.sign_in.refused_by_limits`, signIns.throttled, 'count');
  failures += signIns.failures;
  for (const figure of [
    me,
    lists,
    reverse,
    timeline,
    category,
    search,
    notifications,
    conversations,
    post,
    commentsPage,
  ])
    failures += figure.throttled;
  if (failures > 0) emit(`server.${engine}.failed_requests`, failures, 'count');

  const memory = rssMb(child.pid ?? 0);
  emit(`server.${engine}.rss_after_load`, memory.rss, 'MB', engine === 'pglite' ? '<= 400' : undefined);
  emit(`server.${engine}.rss_peak`, memory.peak, 'MB');
  emit(`server.${engine}.load_average_1m_after`, loadavg()[0] ?? 0, '');
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
