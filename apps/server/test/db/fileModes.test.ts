import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/openDatabase.ts';

/** Every entry under the folder with its permission bits, the folder itself first. */
function modes(folder: string): Array<[string, number, boolean]> {
  const entries: Array<[string, number, boolean]> = [[folder, statSync(folder).mode & 0o777, true]];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    entries.push([file, statSync(file).mode & 0o777, entry.isDirectory()]);
  }
  return entries;
}

describe('the PGlite data folder is its owner’s only', () => {
  it('creates the folder 0700 and every file 0600, also those written after the start', async () => {
    const parent = mkdtempSync(path.join(tmpdir(), 'vz-modes-'));
    const dataDir = path.join(parent, 'data');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.db.execute(sql`create table depois (x text)`);
    await handle.db.execute(sql`insert into depois select repeat('x', 1000) from generate_series(1, 2000)`);
    await handle.db.execute(sql`checkpoint`);
    await handle.close();
    const found = modes(dataDir);
    expect(found.length).toBeGreaterThan(10);
    for (const [file, mode, isDirectory] of found)
      expect([file, mode]).toEqual([file, isDirectory ? 0o700 : 0o600]);
    rmSync(parent, { recursive: true, force: true });
  });

  it('tightens a folder an older version left open', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vz-open-'));
    chmodSync(dataDir, 0o777);
    writeFileSync(path.join(dataDir, 'antigo.txt'), 'x', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'antigo.txt'), 0o666);
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'antigo.txt')).mode & 0o777).toBe(0o600);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
