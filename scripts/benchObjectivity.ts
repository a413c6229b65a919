// `pnpm exec node scripts/benchObjectivity.ts`: the objectivity analyser as the browser gets it and
// how fast it scores there. Bundles the domain's objectivity module alone (vite, minified), prints its
// size and gzip size, then loads it in Debian's Chromium with the CPU slowed 4 times (the slowdown of
// Lighthouse's mobile preset) and times coachObjectivity on a 1,000-character post made of different
// posts of the labelled set: the median and the worst of 60 runs after 20 to warm up. One JSON line
// per figure, as the bench scripts print them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { build } from 'vite';
import { readObjectivityPosts } from '../packages/domain/src/objectivity/readObjectivityPosts.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const folder = path.join('packages', 'domain', 'src', 'objectivity');
const output = await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    lib: {
      entry: path.join(folder, 'index.ts'),
      formats: ['iife'],
      name: 'Objectivity',
      fileName: 'objectivity',
    },
  },
});
const chunk = (Array.isArray(output) ? output[0]! : output) as { output: Array<{ code?: string }> };
const code = chunk.output.find((file) => file.code !== undefined)!.code!;
const figure = (name: string, value: number, unit: string, target?: string) =>
  console.log(JSON.stringify({ name, value, unit, ...(target ? { target } : {}) }));
figure('objectivity analyser bundle (minified)', Buffer.byteLength(code), 'bytes');
figure('objectivity analyser bundle (gzip)', gzipSync(code).length, 'bytes', '≤ 40 KiB');

const posts = readObjectivityPosts(readFileSync(path.join(folder, 'objectivityPosts.tsv'), 'utf8'));
const long = posts
  .filter((post) => post.split === 'validation')
  .map((post) => post.text)
  .join(' ')
  .slice(0, 1000);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: code });
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = await page.evaluate((text) => {
    const { coachObjectivity } = (
      window as unknown as { Objectivity: { coachObjectivity: (t: string) => unknown } }
    ).Objectivity;
    const runs: number[] = [];
    for (let run = 0; run < 80; run += 1) {
      const started = performance.now();
      coachObjectivity(`${text}${run}`);
      if (run >= 20) runs.push(performance.now() - started);
    }
    return runs.sort((a, b) => a - b);
  }, long);
  figure(
    'coachObjectivity, 1,000 characters, CPU 4x slower (median)',
    times[Math.floor(times.length / 2)]!,
    'ms',
    '≤ 5 ms',
  );
  figure('coachObjectivity, 1,000 characters, CPU 4x slower (worst)', times[times.length - 1]!, 'ms');
} finally {
  await browser.close();
}
