// The signed-in timeline's Lighthouse figures measured as someone outside the project measures them:
// Lighthouse's own defaults (the mobile preset: simulated throttling, slow 4G, a 4x slower CPU, a
// phone's screen), Debian's chromium with no flag but the two it needs to start here (`--headless`:
// there is no display; `--no-sandbox`: it runs as root), against a server someone started with
// `pnpm start` (a fresh data folder, demo data), signed in as the demo resident through the API's
// sign-in call, its cookie handed to Lighthouse with `--extra-headers`.
//
// Start the app, then run this (Node 24 through pnpm, which runs .ts):
//   pnpm build && PORT=3998 DATA_DIR=$(mktemp -d) pnpm start --no-build
//   pnpm exec node apps/web/bench/lighthouse.outside.ts
// Settings: LIGHTHOUSE_URL (default http://127.0.0.1:3998), LIGHTHOUSE_PATH (default `/`),
// LIGHTHOUSE_USER / LIGHTHOUSE_PASSWORD (default demo / demo1234), LIGHTHOUSE_RUNS (default 5),
// LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report. Prints, for each run, its TBT, the load
// average, the longest tasks and the main thread's breakdown, then the median. Machine load counts:
// the simulated CPU multiplies what this machine's main thread took by four, so a busy machine's
// figure is higher (hence the load average beside each run).
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

type Item = Record<string, unknown>;
type Audit = { numericValue?: number; details?: { items?: Item[] } };
type Report = { audits: Record<string, Audit>; environment: { benchmarkIndex: number } };

const base = process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3998';
const path = process.env.LIGHTHOUSE_PATH ?? '/';
const user = process.env.LIGHTHOUSE_USER ?? 'demo';
const password = process.env.LIGHTHOUSE_PASSWORD ?? 'demo1234';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const reportFolder = process.env.LIGHTHOUSE_REPORTS;
const lighthouseBin = fileURLToPath(new URL('../../../node_modules/.bin/lighthouse', import.meta.url));

async function sessionCookie(): Promise<string> {
  const answer = await fetch(`${base}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  if (!answer.ok) throw new Error(`${user} could not sign in: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function lighthouse(url: string, cookie: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      '--chrome-flags=--headless --no-sandbox',
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as Report;
}

const short = (url: unknown) => String(url ?? '').replace(/^.*\//, '') || '(page)';
const ms = (value: unknown) => Math.round(Number(value));
const items = (report: Report, id: string) => report.audits[id]?.details?.items ?? [];

const tbts: number[] = [];
for (let run = 1; run <= runs; run++) {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  const report = await lighthouse(`${base}${path}`, await sessionCookie());
  if (reportFolder) {
    await mkdir(reportFolder, { recursive: true });
    await writeFile(join(reportFolder, `outside-${run}.json`), JSON.stringify(report));
  }
  const tbt = ms(report.audits['total-blocking-time']?.numericValue);
  tbts.push(tbt);
  console.log(
    `run ${run}: TBT ${tbt} ms, LCP ${ms(report.audits['largest-contentful-paint']?.numericValue)} ms, load ${load}, benchmarkIndex ${report.environment.benchmarkIndex}`,
  );
  const longTasks = items(report, 'long-tasks')
    .slice(0, 6)
    .map((task) => `${short(task.url)} ${ms(task.duration)} ms @${ms(task.startTime)}`);
  console.log(`  long tasks (simulated): ${longTasks.join(', ')}`);
  const breakdown = items(report, 'mainthread-work-breakdown').map(
    (group) => `${group.group} ${ms(group.duration)}`,
  );
  console.log(`  main thread: ${breakdown.join(', ')}`);
  const bootup = items(report, 'bootup-time')
    .slice(0, 4)
    .map((script) => `${short(script.url)} ${ms(script.total)} (script ${ms(script.scripting)})`);
  console.log(`  bootup: ${bootup.join(', ')}`);
}
const sorted = [...tbts].sort((a, b) => a - b);
console.log(`TBT ${tbts.join(', ')} ms; median ${sorted[Math.floor(sorted.length / 2)]} ms`);
