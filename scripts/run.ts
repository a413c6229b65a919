import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/** How `run` runs a command beside the defaults. */
type RunOptions = {
  /** Where its output goes when it runs beside another command (else it is inherited). */
  logFile?: string | undefined;
  /**
   * A stop signal (SIGTERM, SIGINT) sent to this process goes to the command too, and this process
   * waits for the command to stop instead of dying first: `pnpm start` under a service manager that
   * signals only its main process, or a `kill` of it, stops the server cleanly and never leaves it
   * running on its own.
   */
  forwardStopSignals?: boolean | undefined;
};

const stopSignals = ['SIGTERM', 'SIGINT'] as const;

/** Runs a command (bins resolve through pnpm's PATH) and resolves to its exit code. */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  options: RunOptions = {},
): Promise<number> {
  return new Promise((resolve) => {
    const output = options.logFile === undefined ? 'inherit' : openSync(options.logFile, 'w');
    const child = spawn(command, args, {
      stdio: ['ignore', output, output],
      env: { ...process.env, ...env },
    });
    const forward = (signal: NodeJS.Signals) => {
      child.kill(signal);
    };
    if (options.forwardStopSignals) for (const signal of stopSignals) process.on(signal, forward);
    const done = (code: number) => {
      for (const signal of stopSignals) process.off(signal, forward);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(127);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}
