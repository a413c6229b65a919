// `pnpm bench`: every package's benchmarks (`<package>/bench/*.bench.ts`, plain node scripts that
// print one JSON line per figure: {"name", "value", "unit", "target"?}), gathered in one table.
// PostgreSQL and RabbitMQ figures come along when scripts/services.sh can start them here.
// Optional steps, by flag: `--year` (a year of an active area on PostgreSQL, apps/server/bench/year.ts)
// `--sockets` (live residents per instance, apps/server/bench/sockets.ts) and `--soak` (mixed
// traffic for BENCH_SOAK_MINUTES, default 30, apps/server/bench/soak.ts; CSV and chart in bench-output/).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.ts';
import { startServices, stopServices } from './services.ts';

type Figure = { name: string; value: number; unit: string; target?: string };

function benchFiles(): string[] {
  const files: string[] = [];
  for (const group of ['packages', 'apps']) {
    for (const pkg of readdirSync(group)) {
      const dir = path.join(group, pkg, 'bench');
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) if (file.endsWith('.bench.ts')) files.push(path.join(dir, file));
    }
  }
  return files.sort();
}

function runBench(file: string, env: NodeJS.ProcessEnv): Promise<Figure[]> {
  return new Promise((resolve) => {
    const child = spawn('node', [file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('exit', (code) => {
      const figures = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Figure);
      if (code !== 0) figures.push({ name: `${file} exited with ${code}`, value: Number.NaN, unit: '' });
      resolve(figures);
    });
  });
}

if ((await run('pnpm', ['--filter', '@vizinhos/web', 'run', 'build'])) !== 0) process.exit(1);
const services = process.argv.includes('--embedded-only') ? null : startServices();
if (!services) console.log('PostgreSQL/RabbitMQ not available: embedded figures only.');
const env: NodeJS.ProcessEnv = services ?? {};
const rows: Array<Figure & { file: string }> = [];
for (const file of benchFiles()) {
  console.log(`▶ ${file}`);
  for (const figure of await runBench(file, env)) rows.push({ ...figure, file });
}
// `--year`: the big dataset's figures too (apps/server/bench/year.ts: generates a year of an active
// area on PostgreSQL when missing, a few minutes, then its reads, writes, plans, export and queue).
// `--sockets`: live residents on one instance (apps/server/bench/sockets.ts: 1,000 to 19,000 sockets,
// the fan-out of a Segurança post at each step, then a restart's reconnect storm; a few minutes).
for (const [flag, file] of [
  ['--year', 'apps/server/bench/year.ts'],
  ['--sockets', 'apps/server/bench/sockets.ts'],
  // `--soak`: mixed traffic on one instance, 30 minutes unless BENCH_SOAK_MINUTES says otherwise.
  ['--soak', 'apps/server/bench/soak.ts'],
] as const) {
  if (!services || !process.argv.includes(flag)) continue;
  console.log(`▶ ${file}`);
  for (const figure of await runBench(file, env)) rows.push({ ...figure, file });
}
if (services) stopServices();

console.log('\nfigure                                                       value  unit      target');
for (const row of rows) {
  const value = Number.isInteger(row.value) ? String(row.value) : row.value.toFixed(2);
  console.log(`${row.name.padEnd(56)} ${value.padStart(10)}  ${row.unit.padEnd(8)}  ${row.target ?? ''}`);
}
process.exit(rows.some((row) => Number.isNaN(row.value)) ? 1 : 0);
