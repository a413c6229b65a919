// `pnpm bench`: every package's benchmarks (`<package>/bench/*.bench.ts`, plain node scripts that
// print one JSON line per figure: {"name", "value", "unit", "target"?}), gathered in one table.
// PostgreSQL and RabbitMQ figures come along when scripts/services.sh can start them here.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { run } from './run.ts';

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

/** Starts PostgreSQL and RabbitMQ through the project's script; returns their URLs, or none. */
function startServices(): NodeJS.ProcessEnv {
  if (!existsSync('scripts/services.sh') || process.argv.includes('--embedded-only')) return {};
  try {
    const output = execFileSync('bash', ['scripts/services.sh', 'start', 'postgres', 'rabbitmq'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return Object.fromEntries(
      output
        .split('\n')
        .map((line) => line.match(/^(DATABASE_URL|AMQP_URL)=(.+)$/))
        .filter((match): match is RegExpMatchArray => match !== null)
        .map((match) => [match[1], match[2]]),
    );
  } catch {
    console.log('PostgreSQL/RabbitMQ could not be started: embedded figures only.');
    return {};
  }
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
const env = startServices();
const rows: Array<Figure & { file: string }> = [];
for (const file of benchFiles()) {
  console.log(`▶ ${file}`);
  for (const figure of await runBench(file, env)) rows.push({ ...figure, file });
}
if (existsSync('scripts/services.sh') && Object.keys(env).length > 0) {
  execFileSync('bash', ['scripts/services.sh', 'stop', 'postgres', 'rabbitmq'], { stdio: 'inherit' });
}

console.log('\nfigure                                                       value  unit      target');
for (const row of rows) {
  const value = Number.isInteger(row.value) ? String(row.value) : row.value.toFixed(2);
  console.log(`${row.name.padEnd(56)} ${value.padStart(10)}  ${row.unit.padEnd(8)}  ${row.target ?? ''}`);
}
process.exit(rows.some((row) => Number.isNaN(row.value)) ? 1 : 0);
