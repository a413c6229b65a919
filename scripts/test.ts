// `pnpm test`: every layer, in order, each counted; the last line is `N passed, N failed` summed over
// every runner (the CI reads it). Exit code 1 when anything failed. A step that fails without a
// test count (typecheck, lint, a build, a coverage threshold) counts as one failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensureChromium.ts';
import { run } from './run.ts';
import { startServices, stopServices } from './services.ts';

type Tally = { step: string; passed: number; failed: number; seconds: number };
const tallies: Tally[] = [];
const reports = 'test-results/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

async function timed<T>(action: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await action();
  return [result, (performance.now() - start) / 1000];
}

/** A step whose only outcome is its exit code. */
async function check(step: string, command: string, args: string[], env?: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${step}`);
  const [code, seconds] = await timed(() => run(command, args, env));
  tallies.push({ step, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds });
  return code === 0;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Vitest with its JSON report: counts its tests; a non-zero exit with no failed test counts once. */
async function vitest(step: string, args: string[], env?: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${step}`);
  const file = `${reports}/${step.replace(/\W+/g, '-')}.json`;
  const [code, seconds] = await timed(() =>
    run(
      'vitest',
      ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      env,
    ),
  );
  const report = readJson(file) as { numPassedTests?: number; numFailedTests?: number } | undefined;
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  tallies.push({ step, passed, failed, seconds });
}

/** Playwright with its JSON report. */
async function playwright(step: string, config: string, env?: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${step}`);
  const file = `${reports}/${step.replace(/\W+/g, '-')}.json`;
  const [code, seconds] = await timed(() =>
    run('playwright', ['test', '-c', config], {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_FILE: file,
      PLAYWRIGHT_REPORTER: 'json',
    }),
  );
  const report = readJson(file) as
    | { stats?: { expected: number; unexpected: number; flaky: number } }
    | undefined;
  const passed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
  let failed = report?.stats?.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  tallies.push({ step, passed, failed, seconds });
}

const hasBrowser = await ensureChromium();
if (!hasBrowser) tallies.push({ step: 'chromium', passed: 0, failed: 1, seconds: 0 });

await check('typecheck', 'tsc', ['-b']);
await check('lint', 'biome', ['ci', '.']);
const nodeProjects = ['domain', 'api', 'realtime', 'ui', 'server'].flatMap((name) => ['--project', name]);
await vitest('unit', [...nodeProjects, '--coverage']);

// issues 5 and 6: the same server and realtime suites on PostgreSQL 15 and with the RabbitMQ bus
// between two instances (the files that need AMQP_URL run only in this pass).
const services = startServices();
if (services) {
  await vitest('server on PostgreSQL + RabbitMQ', ['--project', 'server', '--project', 'realtime'], services);
  stopServices();
} else {
  tallies.push({ step: 'services', passed: 0, failed: 1, seconds: 0 });
}
if (hasBrowser) await vitest('stories', ['--project', 'storybook']);

const webBuilt = await check('build web', 'pnpm', ['--filter', '@vizinhos/web', 'run', 'build']);
const storybookBuilt = await check('build storybook', 'pnpm', ['run', 'build-storybook']);
if (hasBrowser && storybookBuilt) await playwright('visual', 'visual/playwright.config.ts');
if (hasBrowser && webBuilt) await playwright('e2e', 'e2e/playwright.config.ts');

console.log(`\n${'step'.padEnd(32)} passed  failed  seconds`);
for (const { step, passed, failed, seconds } of tallies) {
  console.log(
    `${step.padEnd(32)} ${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${seconds.toFixed(1).padStart(7)}`,
  );
}
const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
