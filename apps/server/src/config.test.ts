import { describe, expect, it } from 'vitest';
import {
  demoDataProblem,
  isLoopbackHost,
  loadConfig,
  productionProblem,
  readTrustProxy,
  startProblem,
} from './config.ts';

describe('loadConfig (HOST, PORT, DATABASE_URL, DATA_DIR)', () => {
  it('defaults to 127.0.0.1:3000 and PGlite in ./data under the repository root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, smtpUrl: null, seedDemo: true });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/\/data$/) });
    expect(config.database.kind === 'pglite' && config.database.dataDir.endsWith('apps/server/data')).toBe(
      false,
    );
  });

  it("allows OpenStreetMap's tiles unless MAP_TILE_HOST says otherwise (empty: none)", () => {
    expect(loadConfig({}).mapTileHost).toBe('https://tile.openstreetmap.org');
    expect(loadConfig({ MAP_TILE_HOST: 'https://tiles.example.org' }).mapTileHost).toBe(
      'https://tiles.example.org',
    );
    expect(loadConfig({ MAP_TILE_HOST: '' }).mapTileHost).toBeNull();
  });

  it('reads SIGNUP_LIMIT, 5 sign-ups per address an hour unless a positive whole number is given', () => {
    expect(loadConfig({}).signupLimit).toBe(5);
    expect(loadConfig({ SIGNUP_LIMIT: '20' }).signupLimit).toBe(20);
    expect(loadConfig({ SIGNUP_LIMIT: '0' }).signupLimit).toBe(5);
    expect(loadConfig({ SIGNUP_LIMIT: 'muitos' }).signupLimit).toBe(5);
  });

  it('refuses with 503 past a 1 s event-loop delay or 100 queued queries unless told otherwise (0: off)', () => {
    expect(loadConfig({}).overload).toEqual({ maxEventLoopDelayMs: 1_000, maxDatabaseWaiting: 100 });
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0', MAX_DB_WAITING: '40' }).overload).toEqual({
      maxEventLoopDelayMs: 0,
      maxDatabaseWaiting: 40,
    });
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: 'lento' }).overload.maxEventLoopDelayMs).toBe(1_000);
  });

  it.each([
    [
      { HOST: '0.0.0.0', PORT: '8080' },
      { host: '0.0.0.0', port: 8080 },
    ],
    [{ PORT: 'abc' }, { port: 3000 }],
    [{ PORT: '70000' }, { port: 3000 }],
    [{ PORT: '0' }, { port: 0 }],
    [{ DATABASE_URL: 'postgres://u@h/db' }, { database: { kind: 'postgres', url: 'postgres://u@h/db' } }],
    [{ DATA_DIR: ':memory:' }, { database: { kind: 'pglite', dataDir: ':memory:' } }],
    [
      { SMTP_URL: 'smtp://relay:25', SEED_DEMO: '0' },
      { smtpUrl: 'smtp://relay:25', seedDemo: false },
    ],
    [
      { TRUST_PROXY: 'true', PUBLIC_URL: 'https://vizinhos.example' },
      { trustProxy: ['127.0.0.1', '::1'], publicUrl: 'https://vizinhos.example' },
    ],
  ])('%j → %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });
});

describe('production mode (NODE_ENV=production)', () => {
  const ready = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://vizinhos.example.org',
    SMTP_URL: 'smtp://relay:587',
  };

  it('asks nothing in development', () => {
    expect(productionProblem({})).toBeNull();
    expect(productionProblem({ SEED_DEMO: '1' })).toBeNull();
  });

  it('starts with an https PUBLIC_URL (or http on a loopback address) and an SMTP relay', () => {
    expect(productionProblem(ready)).toBeNull();
    for (const PUBLIC_URL of ['http://127.0.0.1:8080', 'http://localhost:3000', 'http://[::1]:3000'])
      expect(productionProblem({ ...ready, PUBLIC_URL }), PUBLIC_URL).toBeNull();
  });

  it.each([
    [{ PUBLIC_URL: undefined }, 'defina PUBLIC_URL'],
    [{ PUBLIC_URL: 'http://vizinhos.example.org' }, 'PUBLIC_URL deve começar com https://'],
    [{ PUBLIC_URL: 'ftp://vizinhos.example.org' }, 'PUBLIC_URL deve começar com https://'],
    [{ PUBLIC_URL: 'vizinhos.example.org' }, 'PUBLIC_URL não é um endereço válido'],
    [{ SMTP_URL: undefined }, 'defina SMTP_URL'],
    [{ SEED_DEMO: '1' }, 'SEED_DEMO=1 não é permitido'],
    [{ METRICS_TOKEN: 'curto' }, 'METRICS_TOKEN deve ter pelo menos 16 caracteres'],
  ])('%j is refused: %s', (change, reason) => {
    const env: NodeJS.ProcessEnv = { ...ready, ...change };
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];
    const problem = productionProblem(env);
    expect(problem).toContain(reason);
    expect(problem).toMatch(/^Vizinhos não iniciou \(NODE_ENV=production\): [^\n]+$/);
  });

  it('never seeds demo data and says so in the config', () => {
    expect(loadConfig({ ...ready, SEED_DEMO: '1' })).toMatchObject({ production: true, seedDemo: false });
    expect(loadConfig({})).toMatchObject({ production: false, seedDemo: true, metricsToken: null });
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(20) }).metricsToken).toBe('x'.repeat(20));
  });
});

describe('TRUST_PROXY: proxies trusted only when they are proxies', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['0', []],
    ['false', []],
    ['1', ['127.0.0.1', '::1']],
    ['true', ['127.0.0.1', '::1']],
    ['10.0.0.5,10.0.0.6', ['10.0.0.5', '10.0.0.6']],
    [' 10.0.0.0/24 , fd00::/8 ', ['10.0.0.0/24', 'fd00::/8']],
  ])('%j trusts %j, never any peer', (value, proxies) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(proxies);
  });

  it.each(['sim', '10.0.0.300', '10.0.0.0/33', 'fd00::/129', '10.0.0.5/', '10.0.0.5,proxy.local', '*'])(
    'TRUST_PROXY=%s is refused in any mode, naming the entry',
    (value) => {
      expect(readTrustProxy(value).proxies).toEqual([]);
      expect(startProblem({ TRUST_PROXY: value })).toMatch(
        /^Vizinhos não iniciou: TRUST_PROXY deve ser 1 .*não é um endereço$/,
      );
    },
  );

  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://vizinhos.example.org',
    SMTP_URL: 'smtp://relay:587',
  };

  it('production: TRUST_PROXY=1 with a HOST others reach is refused, naming the way out', () => {
    for (const HOST of ['0.0.0.0', '::', '10.0.0.11']) {
      const problem = productionProblem({ ...production, TRUST_PROXY: '1', HOST });
      expect(problem, HOST).toMatch(/^Vizinhos não iniciou \(NODE_ENV=production\): TRUST_PROXY=1 .*HOST=/);
      expect(problem).toContain('TRUST_PROXY=10.0.0.5,10.0.0.6');
    }
  });

  it('production: loopback behind a proxy on the machine, or a listed proxy on any HOST, starts', () => {
    expect(productionProblem({ ...production, TRUST_PROXY: '1' })).toBeNull();
    expect(productionProblem({ ...production, TRUST_PROXY: '1', HOST: '127.0.0.1' })).toBeNull();
    expect(productionProblem({ ...production, TRUST_PROXY: '10.0.0.5', HOST: '10.0.0.11' })).toBeNull();
    expect(productionProblem({ ...production, HOST: '0.0.0.0' })).toBeNull();
    expect(startProblem({ ...production, TRUST_PROXY: '10.0.0.0/24', HOST: '0.0.0.0' })).toBeNull();
  });
});

describe('no demo on a public address', () => {
  it.each(['127.0.0.1', '127.0.0.2', 'localhost', 'LOCALHOST', '::1', '[::1]', '::ffff:127.0.0.1'])(
    '%s is loopback',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.11',
    '192.168.0.2',
    'vizinhos.example.org',
    '128.0.0.1',
    '127.example.org',
  ])('%s is not loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('pnpm start on loopback (the default HOST, or one named) seeds the demo as before', () => {
    expect(startProblem({})).toBeNull();
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) expect(startProblem({ HOST }), HOST).toBeNull();
  });

  it('outside production, demo data on a HOST others reach is refused, saying how to proceed', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.0.2']) {
      for (const SEED_DEMO of [undefined, '1']) {
        const problem = startProblem({ HOST, SEED_DEMO });
        expect(problem, HOST).toMatch(/^Vizinhos não iniciou: os dados de demonstração/);
        expect(problem).toContain(`HOST=${HOST}`);
        expect(problem).toContain('HOST=127.0.0.1');
        expect(problem).toContain('SEED_DEMO=0');
      }
    }
    expect(startProblem({ HOST: '0.0.0.0', SEED_DEMO: '0' })).toBeNull();
  });

  it('a database already holding the demo residents is refused on a HOST others reach', () => {
    expect(demoDataProblem('0.0.0.0', true)).toMatch(
      /^Vizinhos não iniciou: o banco de dados tem os moradores de demonstração/,
    );
    expect(demoDataProblem('0.0.0.0', false)).toBeNull();
    expect(demoDataProblem('127.0.0.1', true)).toBeNull();
  });
});
