// A server of our own for the journeys that read the outbox or stop the server: the real
// `node apps/server/src/main.ts` on the embedded database, serving the built web app, on a free port
// with its own data folder. Mails are printed to its log (the console outbox), read from there.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A running server process that can be stopped and started again on the same port and data. */
export type ServerProcess = {
  url: string;
  /** Links of the mails sent so far (activation and reset), oldest first. */
  mailLinks: () => string[];
  /** Waits for a mail link containing `part` beyond the ones already read. */
  waitForMailLink: (part: string, after?: number) => Promise<string>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

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

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const answer = await fetch(`${url}/api/v1/users/me`);
      if (answer.status === 401 || answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${url} did not come up in ${timeoutMs} ms`);
}

/** How the server is started: `main` runs `node apps/server/src/main.ts`, `pnpm-start` runs it as the README's `pnpm start` does (scripts/start.ts, with its memory settings), without the build. */
type StartedAs = 'main' | 'pnpm-start';

/** Sends a signal to the server and whatever it started (scripts/start.ts runs the server as its child). */
function signal(child: ChildProcess, name: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, name);
  } catch {
    // already gone
  }
}

/**
 * Starts the server (development mode: the local mailbox gives the links) on a free port and a fresh
 * DATA_DIR, in a process group of its own so that stopping it stops everything it started.
 */
export async function startServerProcess(startedAs: StartedAs = 'main'): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizinhos-e2e-'));
  let log = '';
  let child: ChildProcess | undefined;

  const start = async () => {
    const args = startedAs === 'main' ? ['apps/server/src/main.ts'] : ['scripts/start.ts', '--no-build'];
    const started = spawn(process.execPath, args, {
      cwd: repoRoot,
      detached: true,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        // Every journey of a worker signs its residents up from 127.0.0.1 within the hour.
        SIGNUP_LIMIT: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
    });
    started.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString('utf8');
    });
    child = started;
    // If the test worker ends first (a timeout), the server must not outlive it.
    const killOnExit = () => signal(started, 'SIGKILL');
    process.once('exit', killOnExit);
    started.once('exit', () => process.off('exit', killOnExit));
    await waitUntilUp(url, started);
  };

  const mailLinks = () =>
    [...log.matchAll(/https?:\/\/[^\s"\\]+/g)]
      .map((match) => match[0])
      .filter((link) => link.includes('activation?token=') || link.includes('reset_password_token='));

  const waitForMailLink = async (part: string, after = 0) => {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const link = mailLinks()
        .slice(after)
        .find((candidate) => candidate.includes(part));
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no mail with "${part}" in the server log`);
  };

  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    signal(running, 'SIGTERM');
    await exited;
  };

  await start();
  return { url, mailLinks, waitForMailLink, stop, start };
}
