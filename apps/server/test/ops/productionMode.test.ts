// NODE_ENV=production as an operator would start it: what it refuses, and what it never serves.
import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiPaths } from '@vizinhos/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxTexts } from '../../src/mail/mailbox.texts.ts';
import { demoLogin } from '../../src/seed/demoMembers.ts';
import { runToEnd, type ServerProcess, seededDataDir, startServerProcess } from '../support/serverProcess.ts';

const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://vizinhos.example.org',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  DATA_DIR: '/nonexistent/never-opened',
};

describe('production mode refuses to start without what a real area needs', () => {
  it.each([
    ['PUBLIC_URL', { PUBLIC_URL: undefined }],
    ['PUBLIC_URL', { PUBLIC_URL: 'http://vizinhos.example.org' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'não é endereço' }],
    ['SMTP_URL', { SMTP_URL: undefined }],
    ['SEED_DEMO', { SEED_DEMO: '1' }],
    ['METRICS_TOKEN', { METRICS_TOKEN: 'curto' }],
    // A proxy on this machine trusted, on an address others reach: the proxy's address must be named.
    ['TRUST_PROXY', { TRUST_PROXY: '1', HOST: '0.0.0.0' }],
  ])('without a good %s: exit 1 and one line naming it', async (setting, change) => {
    const env: NodeJS.ProcessEnv = { ...production, ...change };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
    const { code, stdout, stderr } = await runToEnd('main', [], env);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Vizinhos não iniciou (NODE_ENV=production)');
    expect(lines[0]).toContain(setting);
  });
});

describe('a production backup', () => {
  it('refuses to write a plain backup unless told to, before opening the database', async () => {
    const file = path.join(tmpdir(), `vizinhos-recusado-${process.pid}.vzbackup`);
    const { code, stderr } = await runToEnd('cli', ['backup', file], production);
    expect(code).toBe(1);
    expect(stderr).toContain('Backup recusado (NODE_ENV=production)');
    expect(stderr).toContain('BACKUP_RECIPIENT');
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });
});

describe('a production server', () => {
  let server: ServerProcess;
  let dataDir: string;
  const token = 'token-de-metricas-com-32-caracteres';

  beforeAll(async () => {
    dataDir = await seededDataDir();
    server = await startServerProcess({
      ...production,
      // A loopback address may use http (a proxy on this machine terminates TLS).
      PUBLIC_URL: 'http://127.0.0.1:8080',
      DATA_DIR: dataDir,
      METRICS_TOKEN: token,
    });
  }, 120_000);

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds no demo data: the demo login does not exist', async () => {
    const answer = await fetch(`${server.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: demoLogin.username, password: demoLogin.password }),
    });
    expect(answer.status).toBe(401);
  });

  it('never serves the local mailbox, even to this computer', async () => {
    // Answered as any unknown address: a 404, or the web app's page when apps/web is built.
    const unknown = await fetch(`${server.url}/nao-existe-mesmo`);
    const mailbox = await fetch(`${server.url}/caixa-de-correio`);
    expect(mailbox.status).toBe(unknown.status);
    expect(mailbox.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    expect(await mailbox.text()).not.toContain(mailboxTexts.title);
  });

  it('logs only JSON lines on stdout', async () => {
    const lines = server.stdout().trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.stdout()).not.toContain('Login de demonstração');
  });

  it('answers /healthz and /readyz, never cached', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    // The load check is on in production (MAX_EVENT_LOOP_DELAY_MS, MAX_DB_WAITING: their defaults).
    expect(await ready.json()).toEqual({ status: 'ok', checks: { carga: 'ok', database: 'ok' } });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('hides /metrics without the token (the same 404 as an unknown address)', async () => {
    // An unknown address answers a 404, or the web app's page when apps/web is built (its
    // per-request nonce aside, the same page).
    const withoutNonce = async (answer: Response) => (await answer.text()).replace(/nonce="[^"]*"/g, '');
    const unknown = await fetch(`${server.url}/nao-existe-mesmo`);
    const bare = await fetch(`${server.url}/metrics`);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer errado' } });
    for (const answer of [bare, wrong]) {
      expect(answer.status).toBe(unknown.status);
      expect(answer.headers.get('content-type')).toBe(unknown.headers.get('content-type'));
    }
    const unknownBody = await withoutNonce(unknown);
    expect(unknownBody).not.toContain('vizinhos_');
    expect(await withoutNonce(bare)).toBe(unknownBody);
    expect(await withoutNonce(wrong)).toBe(unknownBody);
  });

  it('serves parseable Prometheus text with the token, timing requests by route and status', async () => {
    await fetch(`${server.url}/healthz`);
    // A wrong guess costs one password check (scrypt, even for an unknown name): counted.
    await fetch(`${server.url}${apiPaths.signIn}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'ninguem', password: 'palpite' }),
    });
    const answer = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    const sample =
      /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"(,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*")*\})? (-?[0-9.]+(e[+-]?[0-9]+)?|NaN|[+-]Inf)$/;
    for (const line of text.trim().split('\n')) {
      if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
      expect(line).toMatch(sample);
    }
    expect(text).toMatch(/^vizinhos_password_checks_total [1-9]/m);
    expect(text).toMatch(
      /vizinhos_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} [1-9]/,
    );
    for (const name of [
      'vizinhos_websockets_open 0',
      'vizinhos_stomp_frames_total',
      'vizinhos_bus_published_total',
      'vizinhos_bus_lag_seconds_count',
      'vizinhos_push_queue_depth 0',
      'vizinhos_push_failures_total 0',
      'vizinhos_process_resident_memory_bytes',
    ])
      expect(text).toContain(name);
  });
});
