// scripts/run.ts: `pnpm start` runs the server as its child, so a stop signal sent to it alone (a
// service manager's SIGTERM, a `kill`) must reach the server and wait for it, never leave it running.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { run } from './run.ts';

const runModule = fileURLToPath(new URL('./run.ts', import.meta.url));
let leftovers: number[] = [];

afterEach(() => {
  for (const pid of leftovers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  leftovers = [];
});

/** A command that says it is ready, and on SIGTERM takes a moment, writes `stopped` and exits. */
function slowToStop(marker: string): string {
  return `
    process.on('SIGTERM', () => setTimeout(() => {
      require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'stopped');
      process.exit(0);
    }, 300));
    setInterval(() => {}, 1000);
    console.log('ready ' + process.pid);
  `;
}

describe('run', () => {
  it('forwards a SIGTERM sent to it alone to the command and exits only after the command stopped', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vizinhos-run-'));
    const marker = path.join(folder, 'stopped');
    const wrapper = `
      const { run } = await import(${JSON.stringify(runModule)});
      const code = await run(process.execPath, ['-e', ${JSON.stringify(slowToStop(marker))}], {}, { forwardStopSignals: true });
      const { existsSync } = await import('node:fs');
      console.log('command stopped first: ' + existsSync(${JSON.stringify(marker)}));
      process.exit(code);
    `;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', wrapper], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    const ready = new Promise<void>((resolve) => {
      parent.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const pid = /ready (\d+)/.exec(output)?.[1];
        if (pid) {
          leftovers.push(Number(pid));
          resolve();
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => parent.once('exit', (code) => resolve(code)));
    await ready;
    parent.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('command stopped first: true');
    expect(readFileSync(marker, 'utf8')).toBe('stopped');
  });

  it('gives the command’s exit code and lets go of the signals once it ended', async () => {
    const before = process.listenerCount('SIGTERM');
    const code = await run(process.execPath, ['-e', 'process.exit(3)'], {}, { forwardStopSignals: true });
    expect(code).toBe(3);
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });
});
