// Outside production, the demo residents (who share a password everyone knows) are served only on a
// loopback address: main.ts refuses to seed them, or to start with them, on any other HOST.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/openDatabase.ts';
import { seedDemo } from '../../src/seed/seedDemo.ts';
import { runToEnd, seededDataDir } from '../support/serverProcess.ts';

describe('no demo on an address others reach', () => {
  let withDemo: string;

  beforeAll(async () => {
    withDemo = await seededDataDir();
    const database = await openDatabase({ kind: 'pglite', dataDir: withDemo });
    await seedDemo(database.db);
    await database.close();
  }, 120_000);
  afterAll(() => rmSync(withDemo, { recursive: true, force: true }));

  it('seeding the demo on HOST=0.0.0.0: exit 1 before any data is made, one line saying how to proceed', async () => {
    const { code, stdout, stderr } = await runToEnd('main', [], {
      HOST: '0.0.0.0',
      DATA_DIR: '/nonexistent/never-opened',
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Vizinhos não iniciou: os dados de demonstração .*HOST=0\.0\.0\.0.*HOST=127\.0\.0\.1/,
    );
  });

  it('a data folder already holding the demo, with SEED_DEMO=0 on HOST=0.0.0.0: exit 1, one line', async () => {
    const { code, stderr } = await runToEnd('main', [], {
      HOST: '0.0.0.0',
      PORT: '0',
      SEED_DEMO: '0',
      DATA_DIR: withDemo,
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Vizinhos não iniciou: o banco de dados tem os moradores de demonstração/),
    ]);
  }, 60_000);
});
