// Per-route budget (only what the view uses), from the build's files: the JavaScript and
// CSS each address loads before its first screen shows, brotli as the server sends it (the build's
// `.br` copies), read from Vite's manifest. Lighthouse (lighthouse.bench.ts) measures what the
// browser really transfers; this one does not depend on the machine's load. Exits 1 when a route
// is over its budget. One JSON line per figure.
// Run after `pnpm --filter @vizinhos/web run build`: node apps/web/bench/routeBundles.bench.ts
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Manifest;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('the manifest has no entry chunk: build the web app first');

/**
 * The shell: every signed-in address shows it (routes.tsx, its lazy views by their source file),
 * with the whole API client (the login route has only its accounts calls: clientOnDemand.ts).
 */
const shell = [entry, 'src/pages/shell/index.ts', '../../packages/api/src/client.ts'];
/** Each route's chunks (their static imports come along) and its JavaScript budget in KiB. */
const routes: Array<{ route: string; keys: string[]; budgetKiB: number }> = [
  // The login route: 100.1 KiB (111 before its chunks were cut), 87.5 of it React, the
  // router and Jotai (the framework chunk).
  { route: 'login', keys: [entry], budgetKiB: 101 },
  // The timeline: 146.4 KiB (155.0 before the virtualizer left its first screen: TimelinePostList).
  // Lighthouse counts ~14 KiB more (the live connection's client, the headers): its own target is 160.
  {
    route: 'timeline',
    keys: [...shell, 'src/pages/TimelineLayout.tsx', 'src/pages/TimelinePage.tsx'],
    budgetKiB: 150,
  },
  { route: 'post', keys: [...shell, 'src/pages/PostPage.tsx'], budgetKiB: 170 },
  { route: 'members', keys: [...shell, 'src/pages/MembersView.tsx'], budgetKiB: 170 },
  { route: 'conversations', keys: [...shell, 'src/pages/ConversationsView.tsx'], budgetKiB: 170 },
];

function files(keys: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (key: string, seen: Set<string>) => {
    const chunk = manifest[key];
    // A route named by a file the build no longer has would measure less than it loads: say so.
    if (!chunk) throw new Error(`${key} is not in the build's manifest: name the route's chunks again`);
    if (seen.has(key)) return;
    seen.add(key);
    found.add(chunk.file);
    for (const css of chunk.css ?? []) found.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, seen);
  };
  const seen = new Set<string>();
  for (const key of keys) visit(key, seen);
  return found;
}

const brotliBytes = (file: string) =>
  existsSync(`${dist}${file}.br`)
    ? readFileSync(`${dist}${file}.br`).length
    : brotliCompressSync(readFileSync(`${dist}${file}`)).length;
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

for (const { route, keys, budgetKiB } of routes) {
  const loaded = [...files(keys)];
  const js = kib(
    loaded.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + brotliBytes(file), 0),
  );
  const css = kib(
    loaded.filter((file) => file.endsWith('.css')).reduce((sum, file) => sum + brotliBytes(file), 0),
  );
  console.log(
    JSON.stringify({
      name: `web.${route}.route.js.brotli`,
      value: js,
      unit: 'KiB',
      target: `<= ${budgetKiB}`,
    }),
  );
  console.log(JSON.stringify({ name: `web.${route}.route.css.brotli`, value: css, unit: 'KiB' }));
  console.log(JSON.stringify({ name: `web.${route}.route.files`, value: loaded.length, unit: 'files' }));
  if (js > budgetKiB) {
    console.error(`${route}: ${js} KiB of JavaScript, over its ${budgetKiB} KiB budget`);
    process.exitCode = 1;
  }
}
