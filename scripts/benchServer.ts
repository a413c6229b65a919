// The app as a newcomer runs it, for the browser benchmarks: `node scripts/start.ts --no-build` (the
// built web app served by the real server) on a free port with a fresh data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/** A running `pnpm start` server and how to stop it (its whole process group). */
export type BenchServer = { url: string; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once no process of the group is left, or after `timeoutMs`. */
async function groupGone(groupId: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(-groupId, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the server on the built app (build it first) and resolves once `/` answers. */
export async function startBenchServer(timeoutMs = 180_000): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizinhos-bench-'));
  // Its own process group: start.ts runs the server as a child, and both must stop together.
  const child = spawn(process.execPath, ['scripts/start.ts', '--no-build'], {
    cwd: repoRoot,
    // As a newcomer runs it: the embedded database, even when `pnpm bench` started PostgreSQL.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', AMQP_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    // start.ts may exit before the server it started has closed its database, which would write the
    // data folder again after it is removed: wait until the whole group is gone (at most 10 s).
    if (child.pid) await groupGone(child.pid, 10_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server at ${url} did not come up in ${timeoutMs} ms`);
}
