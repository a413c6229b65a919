// `pnpm test`: every layer, in order, each counted; the last line is `N passed, N failed` summed over
// every runner (the CI reads it). Exit code 1 when anything failed. A step that fails without a
// test count (typecheck, lint, a build, a coverage threshold) counts as one failure.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

/**
 * A step whose only outcome is its exit code. `besideAnother` sends its output to a log printed when
 * it ends, so two steps side by side do not interleave.
 */
async function check(step: string, command: string, args: string[], besideAnother = false) {
  const log = besideAnother ? `${reports}/${step.replace(/\W+/g, '-')}.log` : undefined;
  if (!log) console.log(`\n▶ ${step}`);
  const [code, seconds] = await timed(() => run(command, args, {}, { logFile: log }));
  if (log) console.log(`\n▶ ${step}\n${readFileSync(log, 'utf8')}`);
  tallies.push({ step, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds });
  return code === 0;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * Vitest with its JSON report: counts its tests; a non-zero exit with no failed test counts once.
 * `besideAnother` sends its output to a log printed when it ends, so two runs do not interleave.
 */
async function vitest(step: string, args: string[], env: NodeJS.ProcessEnv = {}, besideAnother = false) {
  const name = step.replace(/\W+/g, '-');
  const file = `${reports}/${name}.json`;
  const log = besideAnother ? `${reports}/${name}.log` : undefined;
  if (!log) console.log(`\n▶ ${step}`);
  const [code, seconds] = await timed(() =>
    run(
      'vitest',
      ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
      env,
      { logFile: log },
    ),
  );
  if (log) console.log(`\n▶ ${step}\n${readFileSync(log, 'utf8')}`);
  const report = readJson(file) as { numPassedTests?: number; numFailedTests?: number } | undefined;
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  tallies.push({ step, passed, failed, seconds });
}

/** Playwright with its JSON report (the config's own reporters give way to list, json and html). */
async function playwright(step: string, config: string) {
  const file = `${reports}/${step}.json`;
  const log = `${reports}/${step}.log`;
  const [code, seconds] = await timed(() =>
    run(
      'playwright',
      ['test', '-c', config, '--reporter=list,json,html'],
      {
        PLAYWRIGHT_JSON_OUTPUT_FILE: file,
        PLAYWRIGHT_HTML_OUTPUT_DIR: `test-results/${step}-report`,
        PLAYWRIGHT_HTML_OPEN: 'never',
      },
      { logFile: log },
    ),
  );
  console.log(`\n▶ ${step}\n${readFileSync(log, 'utf8')}`);
  const report = readJson(file) as
    | { stats?: { expected: number; unexpected: number; flaky: number } }
    | undefined;
  const passed = (report?.stats?.expected ?? 0) + (report?.stats?.flaky ?? 0);
  let failed = report?.stats?.unexpected ?? 0;
  // A test that passed only on its retry counts as passed, and is named here so it is never unseen.
  if (report?.stats?.flaky)
    console.log(`${step}: ${report.stats.flaky} flaky (passed on retry; see the list above)`);
  if (code !== 0 && failed === 0) failed = 1;
  tallies.push({ step, passed, failed, seconds });
}

// Without Chromium (and no root to install it) the run stops here: ensureChromium has said, in one
// line, what to install.
if (!(await ensureChromium())) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

// The four static checks side by side: each is short and mostly single-threaded (about 60 s one
// after another on this machine, the typecheck the longest).
await Promise.all([
  check('typecheck', 'tsc', ['-b'], true),
  check('lint', 'biome', ['ci', '.'], true),
  // The arrows of docs/ARCHITECTURE.md (.dependency-cruiser.cjs); scripts/importRules.test.ts breaks
  // each rule on purpose to show it fails.
  check(
    'import rules',
    'depcruise',
    ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'packages', 'apps'],
    true,
  ),
  // Unused files, exports and dependencies (knip.jsonc says why each entry and ignore is there).
  check('unused code', 'knip', ['--no-progress'], true),
]);
const nodeProjects = ['domain', 'api', 'realtime', 'ui', 'server', 'web', 'tooling'].flatMap((name) => [
  '--project',
  name,
]);
// Alone on the machine, the node suites use every core: Vitest's default leaves one for itself,
// which on two cores is a single worker (measured here: 328 s with two workers, 528 s with one; 136 s
// with two since the node projects share a module graph per worker, vitest.config.ts).
await vitest('unit', [...nodeProjects, '--coverage', `--maxWorkers=${availableParallelism()}`]);

// The same server and realtime suites on PostgreSQL 15 and with the RabbitMQ bus between two
// instances (the files that need AMQP_URL run only in this pass). It waits on the database much of
// its time, so beside it run the story tests, then the builds, then the screenshots and the
// journeys. Starting every later step at once beside it was tried and measured: the command took as
// long (about 23 min), and this pass, starved of the cores, ran 1,060 s instead of about 535 and hit
// its own time bounds (the route fuzz's 300 s).
const services = startServices();
if (!services) tallies.push({ step: 'services', passed: 0, failed: 1, seconds: 0 });
const onPostgres = services
  ? vitest(
      'server on PostgreSQL + RabbitMQ',
      ['--project', 'server', '--project', 'realtime'],
      services,
      true,
    ).then(stopServices)
  : Promise.resolve();
await vitest('stories', ['--project', 'storybook'], {}, true);

// The two builds are independent: side by side, each waits less on the other's single-threaded parts.
const builds = Promise.all([
  check('build web', 'pnpm', ['--filter', '@vizinhos/web', 'run', 'build'], true),
  check('build storybook', 'pnpm', ['run', 'build-storybook'], true),
]);
const [webBuilt, storybookBuilt] = await builds;
// Side by side: the journeys spend much of their time waiting on the server, the screenshots on
// rendering. The journeys were the long path on one worker (about 600 s against the screenshots'
// 415 s), so they run in two workers, each with a server of its own (e2e/playwright.config.ts).
// The tested deployment: deploy/local-cluster.sh up (nginx, PostgreSQL and RabbitMQ from
// Debian, installed as root when missing; two production instances serving the web build), driven
// through nginx, then down: once the PostgreSQL pass has stopped its services, beside the journeys.
await Promise.all([
  storybookBuilt ? playwright('visual', 'visual/playwright.config.ts') : undefined,
  webBuilt ? playwright('e2e', 'e2e/playwright.config.ts') : undefined,
  onPostgres.then(() => vitest('local cluster', ['--project', 'deploy'], {}, true)),
]);

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
