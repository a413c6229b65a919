// The tested deployment: `bash deploy/local-cluster.sh up` (PostgreSQL, RabbitMQ, an SMTP sink, two
// production instances and nginx from Debian's packages), driven through nginx as residents would,
// then `down`. Run by `pnpm test` in its own step (vitest project `deploy`); needs root to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

const root = fileURLToPath(new URL('../', import.meta.url));
const script = path.join(root, 'deploy/local-cluster.sh');
const psql = '/usr/lib/postgresql/15/bin/psql';
const metricsToken = 'local-cluster-metrics-token';
const password = 'senha-do-cluster-1';
const state = '/tmp/vizinhos-cluster-test';

type Cluster = { URL: string; STATE: string; DATABASE_URL: string; INSTANCE_1: string; INSTANCE_2: string };

function cluster(command: 'up' | 'down'): Record<string, string> {
  const result = spawnSync('bash', [script, command], {
    encoding: 'utf8',
    env: { ...process.env, VIZINHOS_CLUSTER_DIR: state },
    timeout: 600_000,
  });
  if (result.status !== 0) throw new Error(`local-cluster ${command} failed:\n${result.stderr}`);
  return Object.fromEntries(
    result.stdout
      .split('\n')
      .filter((line) => /^[A-Z_0-9]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The server's own password hash, made by its code (run by Node 24 like the instances). */
function hashOf(secret: string): string {
  const module = path.join(root, 'apps/server/src/auth/hashPassword.ts');
  return execFileSync(
    path.join(root, 'node_modules/.bin/node'),
    [
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(module)}); console.log(await m.hashPassword(${JSON.stringify(secret)}));`,
    ],
    { encoding: 'utf8' },
  ).trim();
}

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** A live STOMP connection through the proxy: frames as text, in order. */
type Live = {
  socket: WebSocket;
  frames: string[];
  closed: Promise<number>;
  next(match: (frame: string) => boolean, ms?: number): Promise<string>;
};

function openLive(url: string, cookie: string): Promise<Live> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`, ['v12.stomp'], { headers: { cookie } });
  const frames: string[] = [];
  const waiters = new Set<{ match: (frame: string) => boolean; resolve: (frame: string) => void }>();
  let pending = '';
  socket.on('message', (data: Buffer) => {
    pending += data.toString('utf8');
    const parts = pending.split('\0');
    pending = parts.pop() ?? '';
    for (const raw of parts) {
      const frame = raw.replace(/^\n+/, '');
      if (!frame) continue;
      frames.push(frame);
      for (const waiter of waiters) {
        if (!waiter.match(frame)) continue;
        waiters.delete(waiter);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = (match: (frame: string) => boolean, ms = 10_000) => {
    const found = frames.find(match);
    if (found) return Promise.resolve(found);
    return new Promise<string>((resolve, reject) => {
      const waiter = {
        match,
        resolve: (frame: string) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error('no such frame in time'));
      }, ms);
      waiters.add(waiter);
    });
  };
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', async () => {
      socket.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
      await next((frame) => frame.startsWith('CONNECTED'));
      resolve({ socket, frames, closed, next });
    });
  });
}

async function openSockets(instance: string): Promise<number> {
  const answer = await fetch(`${instance}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const found = /^vizinhos_websockets_open (\d+)$/m.exec(await answer.text());
  return Number(found?.[1] ?? Number.NaN);
}

async function signIn(url: string, user: string, secret: string, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ user, password: secret }),
  });
}

describe('the local cluster: nginx, two production instances, PostgreSQL and RabbitMQ', () => {
  let urls: Cluster;
  const areaId = `area-${randomBytes(4).toString('hex')}`;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    urls = cluster('up') as Cluster;
    const hash = hashOf(password);
    const insert = (name: string) =>
      `insert into users (id, username, email, first_name, last_name, password_hash, area_id, stomp_key, invite_code, activated)
       values (${sqlText(`${name}-id`)}, ${sqlText(name)}, ${sqlText(`${name}@cluster.example`)}, ${sqlText(name)}, 'Teste', ${sqlText(hash)}, ${sqlText(areaId)}, ${sqlText(`${name}-stomp`)}, ${sqlText(`${name}-convite`)}, true);`;
    execFileSync(psql, [
      urls.DATABASE_URL,
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      `insert into areas (id, name, search_key, municipality_id, latitude, longitude) values (${sqlText(areaId)}, 'Vila do Cluster', 'vila do cluster', 1, -23.55, -46.63); ${insert('ana')} ${insert('bruno')}`,
    ]);
    for (const name of ['ana', 'bruno']) {
      const answer = await signIn(urls.URL, name, password);
      expect(answer.status).toBe(200);
      cookies[name] = answer.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    }
  }, 900_000);

  afterAll(() => {
    const before = existsSync(state) ? readFileSync(path.join(state, 'nginx.pid'), 'utf8').trim() : '';
    cluster('down');
    expect(existsSync(state)).toBe(false);
    if (before) expect(() => process.kill(Number(before), 0)).toThrow();
  }, 120_000);

  it('prints its URL and serves the sign-in through nginx, with the proxy setting the forwarded headers', async () => {
    expect(urls.URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const me = await fetch(`${urls.URL}/api/v1/users/me`, { headers: { cookie: cookies.ana ?? '' } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain('"username":"ana"');
    expect((await fetch(`${urls.URL}/readyz`)).status).toBe(200);
    // /metrics is for Prometheus on the instances, never through the proxy.
    const hidden = await fetch(`${urls.URL}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(hidden.status).toBe(404);
  });

  it("ignores a client's own X-Forwarded-For in the sign-in limits", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await signIn(urls.URL, 'bruno', 'senha-errada', {
        'x-forwarded-for': `203.0.113.${attempt + 1}`,
      });
      statuses.push(answer.status);
    }
    // Five wrong guesses per account and address, then refused: the forged addresses were one address.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('carries a live post across instances through nginx, and keeps serving with one instance stopped', async () => {
    const timeline = `/topic/area_q/timeline_${areaId}`;
    // Which instance a new socket landed on, read from instance 1's own metrics.
    const landsOnFirst = async (cookie: string) => {
      const before = await openSockets(urls.INSTANCE_1);
      const live = await openLive(urls.URL, cookie);
      return { live, onFirst: (await openSockets(urls.INSTANCE_1)) > before };
    };
    const { live: ana, onFirst: anaOnFirst } = await landsOnFirst(cookies.ana ?? '');
    // Bruno's socket on the other instance: round robin alternates, so a few tries suffice.
    let bruno: Live | undefined;
    for (let attempt = 0; attempt < 8 && !bruno; attempt++) {
      const { live: candidate, onFirst } = await landsOnFirst(cookies.bruno ?? '');
      if (onFirst !== anaOnFirst) bruno = candidate;
      else {
        candidate.socket.close();
        await candidate.closed;
      }
    }
    expect(bruno, 'a socket on each instance').toBeDefined();
    const live = bruno as Live;
    live.socket.send(`SUBSCRIBE\nid:t\ndestination:${timeline}\nreceipt:r\n\n\0`);
    await live.next((frame) => frame.startsWith('RECEIPT'));

    const form = new FormData();
    form.set('post[title]', 'Feira no sábado');
    form.set('post[text]', 'Na praça, das 8h às 13h.');
    form.set('post[post_category]', 'Geral');
    const posted = await fetch(`${urls.URL}/api/v1/posts`, {
      method: 'POST',
      headers: { cookie: cookies.ana ?? '' },
      body: form,
    });
    expect(posted.status).toBe(201);
    const message = await live.next(
      (frame) => frame.startsWith('MESSAGE') && frame.includes('Feira no sábado'),
    );
    expect(message).toContain(`destination:${timeline}`);

    // Instance 1 stops (SIGTERM, as systemd does): its sockets are told, residents keep being served.
    const pid = Number(readFileSync(path.join(urls.STATE, 'instance1.pid'), 'utf8'));
    const onStopped = anaOnFirst ? ana : live;
    process.kill(pid, 'SIGTERM');
    await onStopped.next((frame) => frame.startsWith('ERROR') && frame.includes('reiniciando'));
    expect(await onStopped.closed).toBe(1012);
    for (let index = 0; index < 6; index++) {
      const me = await fetch(`${urls.URL}/api/v1/users/me`, { headers: { cookie: cookies.bruno ?? '' } });
      expect(me.status).toBe(200);
    }
    const again = await openLive(urls.URL, cookies.ana ?? '');
    expect(again.frames[0]).toMatch(/^CONNECTED/);
    again.socket.close();
    ana.socket.close();
    live.socket.close();
  }, 120_000);
});
