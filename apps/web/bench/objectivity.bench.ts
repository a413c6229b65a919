// The objectivity analyser in the browser: the gzip size of the built chunk that carries
// it (the web app's build, found by the model's weights inside it), then, from
// scripts/benchObjectivity.ts, the analyser bundled alone (minified and gzip) and the time to coach
// a 1,000-character post in Chromium with the CPU slowed 4 times (Lighthouse's mobile preset).
// One JSON line per figure. Run after `pnpm --filter @vizinhos/web run build`:
// node apps/web/bench/objectivity.bench.ts
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { OBJECTIVITY_MODEL_WEIGHTS } from '../../../packages/domain/src/objectivity/objectivityModel.generated.ts';

const assets = fileURLToPath(new URL('../dist/assets/', import.meta.url));
// A few lines of the weights, as the minifier leaves a template string: only the analyser's chunk has them.
const marker = OBJECTIVITY_MODEL_WEIGHTS.split('\n').slice(0, 3).join('\n');
const chunks = readdirSync(assets).filter(
  (file) => file.endsWith('.js') && readFileSync(`${assets}${file}`, 'utf8').includes(marker),
);
if (chunks.length !== 1)
  throw new Error(`expected one chunk with the model's weights, found ${chunks.length}`);
const code = readFileSync(`${assets}${chunks[0]}`);
console.log(
  JSON.stringify({
    name: `web chunk with the objectivity analyser (${chunks[0]}, gzip)`,
    value: gzipSync(code).length,
    unit: 'bytes',
  }),
);

await import('../../../scripts/benchObjectivity.ts');
