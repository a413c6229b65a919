// Lighthouse, mobile preset (its default: simulated slow 4G and a 4x slower CPU), on the app served
// as `pnpm start` serves it (a fresh data folder, demo data), with Debian chromium: the login page,
// and signed in as the demo resident the timeline (`/`), one post (`/posts/{id}`), the members
// directory (`/membros`) and the conversations (`/conversas`). The median of LIGHTHOUSE_RUNS runs
// (default 5) per figure; LIGHTHOUSE_PAGES=login,timeline narrows the pages; LIGHTHOUSE_REPORTS=<folder>
// keeps each run's whole report there (page-run.json) to read what was loaded. One JSON line per figure.
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/lighthouse.bench.ts
//
// Measured as a resident's phone is measured from outside (apps/web/bench/lighthouse.outside.ts, the
// same settings against a server already running): chromium with only the flags it needs to start
// here, no throttling flag, the demo resident (the login the server prints). The simulated CPU
// multiplies what this machine's main thread took by four, so a busy or slower machine reads a
// higher TBT for the same code (the timeline read 8 ms here once and 150 to 420 ms from outside on
// the same code, then 270 to 1,000 ms in both ways with a load of 5 to 12 on two cores): the
// machine's figures come beside it (Lighthouse's benchmarkIndex, the load average).
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startBenchServer } from '../../../scripts/benchServer.ts';
import { chromiumPath } from '../../../scripts/chromium.ts';

type Audit = {
  numericValue?: number;
  details?: { overallSavingsBytes?: number; items?: Array<{ resourceType?: string; transferSize?: number }> };
};
type Report = {
  categories: { performance: { score: number } };
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
};

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const chosenPages = process.env.LIGHTHOUSE_PAGES?.split(',');
const reportFolder = process.env.LIGHTHOUSE_REPORTS;
const lighthouseBin = fileURLToPath(new URL('../../../node_modules/.bin/lighthouse', import.meta.url));
// What an outsider's run has: chrome-launcher's own defaults (it already keeps chromium off the
// network: no background networking, component updates or sync, no first-run page) and the two
// flags chromium needs here (no display; running as root). Not `--disable-gpu`, which the
// outsider's run does not have.
const chromeFlags = ['--headless', '--no-sandbox'].join(' ');

/**
 * One Lighthouse run; a run Lighthouse itself gives up on ("Runtime error encountered ... run
 * Lighthouse again", such as NO_NAVSTART: its trace missed the navigation's start, seen about once
 * in fifteen runs here) is run again, up to twice, and said on stderr.
 */
async function lighthouse(url: string, cookie?: string, attemptsLeft = 2): Promise<Report> {
  try {
    return await lighthouseOnce(url, cookie);
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    if (attemptsLeft === 0 || !stderr.includes('Runtime error encountered')) throw error;
    console.error(`lighthouse: ${url} ran again after: ${stderr.trim()}`);
    return lighthouse(url, cookie, attemptsLeft - 1);
  }
}

async function lighthouseOnce(url: string, cookie?: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The session cookie of `username` (the demo password every seeded resident shares). */
async function sessionCookie(base: string, username: string): Promise<string> {
  const answer = await fetch(`${base}/api/v1/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: username, password: 'demo1234' }),
  });
  if (!answer.ok) throw new Error(`${username} could not sign in: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** The newest post of the resident's timeline, for `/posts/{id}`. */
async function newestPostId(base: string, cookie: string): Promise<string> {
  const answer = await fetch(`${base}/api/v1/posts?page=1`, { headers: { cookie } });
  const page = (await answer.json()) as { posts: Array<{ _id?: { $oid: string }; id?: string }> };
  const first = page.posts[0];
  const id = first?._id?.$oid ?? first?.id;
  if (!id) throw new Error('the timeline has no post');
  return id;
}

/** The figures of one page, each the median of the runs. */
function figures(page: string, reports: Report[]) {
  const audit = (id: string) =>
    median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
  const transferred = (type: string) =>
    median(
      reports.map(
        (report) =>
          report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)
            ?.transferSize ?? Number.NaN,
      ),
    ) / 1024;
  const signedIn = page !== 'login';
  return [
    {
      name: `web.${page}.lighthouse.lcp`,
      value: round(audit('largest-contentful-paint') / 1000, 2),
      unit: 's',
      target: '<= 1.5',
    },
    {
      name: `web.${page}.lighthouse.fcp`,
      value: round(audit('first-contentful-paint') / 1000, 2),
      unit: 's',
    },
    {
      name: `web.${page}.lighthouse.tbt`,
      value: round(audit('total-blocking-time'), 0),
      unit: 'ms',
      target: '<= 50',
    },
    {
      name: `web.${page}.lighthouse.cls`,
      value: round(audit('cumulative-layout-shift'), 3),
      unit: '',
      target: '<= 0.01',
    },
    {
      name: `web.${page}.lighthouse.performance`,
      value: median(reports.map((report) => report.categories.performance.score)),
      unit: 'score',
      target: '>= 0.98',
    },
    {
      name: `web.${page}.lighthouse.transferred`,
      value: round(transferred('total'), 1),
      unit: 'KiB',
      target: signedIn ? '<= 200' : '<= 110',
    },
    {
      name: `web.${page}.lighthouse.script`,
      value: round(transferred('script'), 1),
      unit: 'KiB',
      ...(signedIn ? { target: '<= 160' } : {}),
    },
    {
      // How fast this machine ran the pages (Lighthouse's own measure): TBT is read against it.
      name: `web.${page}.lighthouse.benchmarkIndex`,
      value: median(reports.map((report) => report.environment?.benchmarkIndex ?? Number.NaN)),
      unit: '',
    },
    {
      name: `web.${page}.lighthouse.unusedJs`,
      value: round(
        median(reports.map((r) => r.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0)) / 1024,
        1,
      ),
      unit: 'KiB',
    },
  ];
}

const server = await startBenchServer();
try {
  // The demo resident, as an outsider signs in (the login `pnpm start` prints).
  const cookie = await sessionCookie(server.url, 'demo');
  const pages: Array<{ page: string; path: string; cookie?: string }> = [
    { page: 'login', path: '/' },
    { page: 'timeline', path: '/', cookie },
    { page: 'post', path: `/posts/${await newestPostId(server.url, cookie)}`, cookie },
    { page: 'members', path: '/membros', cookie },
    { page: 'conversations', path: '/conversas', cookie },
  ];
  for (const { page, path, cookie: session } of pages) {
    if (chosenPages && !chosenPages.includes(page)) continue;
    const reports: Report[] = [];
    for (let run = 0; run < runs; run++) {
      const report = await lighthouse(`${server.url}${path}`, session);
      reports.push(report);
      if (reportFolder) {
        await mkdir(reportFolder, { recursive: true });
        await writeFile(join(reportFolder, `${page}-${run + 1}.json`), JSON.stringify(report));
      }
    }
    for (const figure of figures(page, reports)) console.log(JSON.stringify(figure));
    // The machine's load as the page's runs ended: a busy machine's TBT is not the code's.
    console.log(
      JSON.stringify({
        name: `web.${page}.lighthouse.loadAverage`,
        value: round(loadavg()[0] ?? 0, 2),
        unit: '',
      }),
    );
  }
} finally {
  await server.stop();
}
