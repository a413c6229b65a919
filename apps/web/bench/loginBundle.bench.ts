// Bundle budget, estimated from the files: the gzipped JavaScript the login route loads
// (target at most 116 KiB) and the whole app's, read from Vite's build manifest. What the browser
// really transfers is loginTransfer.bench.ts. One JSON line per figure.
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/loginBundle.bench.ts
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const loginBudgetKiB = 116;

function gzippedBytes(file: string): number {
  return gzipSync(readFileSync(`${dist}${file}`)).length;
}

/** Every chunk the entry loads before anything is lazily imported: the entry and its static imports. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('the manifest has no entry chunk: build the web app first');

const jsOf = (keys: Iterable<string>) => [
  ...new Set(
    [...keys].map((key) => manifest[key]?.file).filter((file): file is string => !!file?.endsWith('.js')),
  ),
];
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (files: string[]) => files.reduce((total, file) => total + gzippedBytes(file), 0);

// The login route is the entry's static graph: the signed-in shell is a React.lazy chunk.
const login = kib(sum(jsOf(staticClosure(manifest, entry))));
const whole = kib(sum(jsOf(Object.keys(manifest))));

console.log(JSON.stringify({ name: 'web.loginRoute.js.gzipEstimate', value: login, unit: 'KiB' }));
console.log(JSON.stringify({ name: 'web.wholeApp.js.gzipEstimate', value: whole, unit: 'KiB' }));
if (login > loginBudgetKiB) {
  console.error(`login route: ${login} KiB gzipped, over the ${loginBudgetKiB} KiB budget`);
  process.exitCode = 1;
}
