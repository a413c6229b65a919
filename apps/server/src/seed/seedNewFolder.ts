// A new PGlite data folder is made (initdb, migrations) and seeded by a child process: PGlite's WASM
// heap grows for that work and never shrinks, and neither a second open in the same process nor a
// worker thread gave the memory back to the system (measured). The server then opens the finished
// folder, about 150 MB less resident, for a second or two more on the very first start.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DatabaseTarget, openDatabase } from '../db/openDatabase.ts';
import { compileWasmLean } from '../db/wasmMemory.ts';
import { seedDemo } from './seedDemo.ts';
import { seedGeography } from './seedGeography.ts';

const childFlag = '--seed-new-folder';

/** True for a PGlite data folder that does not hold a database yet. */
export function isNewPgliteFolder(target: DatabaseTarget): boolean {
  return (
    target.kind === 'pglite' &&
    target.dataDir !== ':memory:' &&
    !existsSync(path.join(target.dataDir, 'PG_VERSION'))
  );
}

/** Makes and seeds the folder in a child process; resolves whether the demo data was created. */
export function seedNewFolder(dataDir: string, demo: boolean): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [childFlag, dataDir, String(demo)], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let seeded = false;
    child.once('message', (message) => {
      seeded = message === true;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(seeded) : reject(new Error(`the seeding process exited with ${code}`)),
    );
  });
}

if (process.argv[2] === childFlag && process.argv[3]) {
  compileWasmLean();
  const database = await openDatabase({ kind: 'pglite', dataDir: process.argv[3] });
  await seedGeography(database.db);
  const seeded = process.argv[4] === 'true' ? (await seedDemo(database.db)) !== null : false;
  await database.close();
  process.send?.(seeded);
  process.disconnect?.();
}
