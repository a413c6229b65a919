// `node apps/server/src/main.ts` as a child process, as a process manager runs it: for the tests of
// production mode, signals and the operator's commands. Its DATA_DIR starts from the run's seeded
// dump (schema and geography), so a start costs seconds, not a migration and a geography seed.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/db/openDatabase.ts';
import { openSeededDatabase } from './seededDatabase.ts';

const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
const mainFile = path.join(serverRoot, 'src/main.ts');
const cliFile = path.join(serverRoot, 'src/ops/cli.ts');

/** A new PGlite DATA_DIR holding the migrated schema and Brazil's geography, nothing else. */
export async function seededDataDir(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'vizinhos-ops-'));
  const seeded = await openSeededDatabase({ kind: 'pglite', dataDir: ':memory:' });
  const tarball = await (seeded.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await seeded.close();
  const copy = await openDatabase({ kind: 'pglite', dataDir: folder, loadDataDir: tarball });
  await copy.close();
  return folder;
}

/** A running server process, its output so far, and how it ended. */
export type ServerProcess = {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
};

/** The output and exit code of a process that is expected to end by itself. */
export function runToEnd(file: 'main' | 'cli', args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [file === 'main' ? mainFile : cliFile, ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/** Starts main.ts on 127.0.0.1 and a free port with this environment; resolves once it listens. */
export async function startServerProcess(env: NodeJS.ProcessEnv, timeoutMs = 90_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no listen line in ${timeoutMs} ms:\n${stdout}\n${stderr}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const found = /"msg":"Vizinhos em (http:\/\/[^"]+)"/.exec(stdout);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${stdout}\n${stderr}`));
    });
  });
  return { child, url, stdout: () => stdout, stderr: () => stderr, exited };
}
