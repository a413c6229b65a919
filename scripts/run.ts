import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/**
 * Runs a command (bins resolve through pnpm's PATH) and resolves to its exit code. Output is
 * inherited, or written to `logFile` when the command runs beside another one.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  logFile?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const output = logFile === undefined ? 'inherit' : openSync(logFile, 'w');
    const child = spawn(command, args, {
      stdio: ['ignore', output, output],
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
