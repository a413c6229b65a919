// `pnpm test:e2e:busy [--repeat-each N] [playwright arguments…]`: the journeys as CI meets them on a
// crowded machine. One core is kept busy by a separate process (a spinning loop, as another job on
// the same host would) while Playwright runs the journeys, each repeated (3 times unless
// `--repeat-each` says otherwise), with traces kept for the failures. A race between the page and
// the journey shows here before it reaches a clean clone. Builds the web app first when it is
// missing; extra arguments go to Playwright (a spec file, `-g` with a title).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './run.ts';

const args = process.argv.slice(2);
const repeat = args.includes('--repeat-each') ? [] : ['--repeat-each', '3'];

if (!existsSync('apps/web/dist/index.html')) {
  const built = await run('pnpm', ['--filter', '@vizinhos/web', 'run', 'build']);
  if (built !== 0) process.exit(built);
}

// The busy process: its own node, spinning on one core until it is stopped (or for at most two
// hours, so it never outlives a run that was killed).
const busy = spawn(
  process.execPath,
  ['-e', 'const end = Date.now() + 7_200_000; while (Date.now() < end) {}'],
  { stdio: 'ignore' },
);
const stopBusy = () => busy.kill('SIGKILL');
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });

console.log(
  `One core kept busy by process ${busy.pid}; journeys repeated (${[...repeat, ...args].join(' ')}).`,
);
const code = await run('playwright', [
  'test',
  '-c',
  'e2e/playwright.config.ts',
  '--trace',
  'retain-on-failure',
  ...repeat,
  ...args,
]);
stopBusy();
process.exit(code);
