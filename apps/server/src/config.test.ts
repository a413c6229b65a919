import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
      { trustProxy: true, publicUrl: 'https://vizinhos.example' },
    ],
  ])('%j → %j', (env, expected) => {
    expect(loadConfig(env)).toMatchObject(expected);
  });
});
