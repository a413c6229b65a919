// Lighthouse, mobile preset (its default: simulated slow 4G and a 4x slower CPU), for the login page
// of the app served as `pnpm start` serves it, with Debian chromium (TOOLCHAIN.md, Browsers). The
// median of LIGHTHOUSE_RUNS runs (default 3) per figure. One JSON line per figure.
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/loginLighthouse.bench.ts
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startBenchServer } from '../../../scripts/benchServer.ts';
import { chromiumPath } from '../../../scripts/chromium.ts';

type Audit = { numericValue?: number; details?: { overallSavingsBytes?: number } };
type Report = { categories: { performance: { score: number } }; audits: Record<string, Audit> };

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const lighthouseBin = fileURLToPath(new URL('../../../node_modules/.bin/lighthouse', import.meta.url));
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

async function lighthouse(url: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    lighthouseBin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance',
      '--quiet',
      `--chrome-flags=${chromeFlags}`,
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

const server = await startBenchServer();
try {
  const reports: Report[] = [];
  for (let run = 0; run < runs; run++) reports.push(await lighthouse(`${server.url}/`));
  const audit = (id: string) =>
    median(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
  const figures = [
    {
      name: 'web.login.lighthouse.lcp',
      value: round(audit('largest-contentful-paint') / 1000, 2),
      unit: 's',
      target: '<= 1.5',
    },
    { name: 'web.login.lighthouse.fcp', value: round(audit('first-contentful-paint') / 1000, 2), unit: 's' },
    {
      name: 'web.login.lighthouse.tbt',
      value: round(audit('total-blocking-time'), 0),
      unit: 'ms',
      target: '<= 50',
    },
    {
      name: 'web.login.lighthouse.cls',
      value: round(audit('cumulative-layout-shift'), 3),
      unit: '',
      target: '<= 0.01',
    },
    {
      name: 'web.login.lighthouse.performance',
      value: median(reports.map((report) => report.categories.performance.score)),
      unit: 'score',
      target: '>= 0.98',
    },
    {
      name: 'web.login.lighthouse.unusedJs',
      value: round(
        median(reports.map((r) => r.audits['unused-javascript']?.details?.overallSavingsBytes ?? 0)) / 1024,
        1,
      ),
      unit: 'KiB',
    },
  ];
  for (const figure of figures) console.log(JSON.stringify(figure));
} finally {
  await server.stop();
}
