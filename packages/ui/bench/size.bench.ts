// `pnpm bench` (packages/ui): what the six pieces add to an app, gzipped.
// Builds two throwaway app bundles with Vite and the vanilla-extract plugin: a baseline with React
// alone, and the same with PostCard, PollResults, CommentItem, NotificationDropdown, MemberCard and
// DrawAreaCanvas. Prints one JSON line per figure: {"name", "value", "unit", "target"?}.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const uiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(uiRoot, 'src');
const pieces = [
  'features/posts/PostCard',
  'features/polls/PollResults',
  'features/comments/CommentItem',
  'features/notifications/NotificationDropdown',
  'features/members/MemberCard',
  'features/map/DrawAreaCanvas',
];
const cssBudgetKiB = 30;

type Sizes = { js: number; css: number; jsText: string };

function gzipSize(text: string): number {
  return gzipSync(text, { level: 9 }).length;
}

async function bundle(name: string, entryCode: string): Promise<Sizes> {
  // Inside the package, so bare imports (react, radix-ui) resolve from its node_modules.
  const dir = mkdtempSync(path.join(uiRoot, 'bench', `.tmp-${name}-`));
  const entry = path.join(dir, 'entry.tsx');
  const outDir = path.join(dir, 'dist');
  writeFileSync(entry, entryCode);
  try {
    await build({
      // vanilla-extract needs a root inside a package with a name (its file scopes use it).
      root: uiRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [react(), vanillaExtractPlugin()],
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        cssCodeSplit: false,
        assetsInlineLimit: 0,
        rollupOptions: { input: entry, preserveEntrySignatures: 'exports-only' },
      },
    });
    const files = readdirSync(path.join(outDir, 'assets'));
    const read = (ext: string) =>
      files.filter((f) => f.endsWith(ext)).map((f) => readFileSync(path.join(outDir, 'assets', f), 'utf8'));
    const js = read('.js').join('\n');
    const css = read('.css').join('\n');
    return { js: gzipSize(js), css: css === '' ? 0 : gzipSize(css), jsText: js };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function figure(name: string, value: number, unit: string, target?: string): void {
  console.log(JSON.stringify(target ? { name, value, unit, target } : { name, value, unit }));
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;
const baselineCode = `export { createRoot } from 'react-dom/client';\nexport { createElement } from 'react';\n`;
const piecesCode =
  baselineCode +
  pieces
    .map(
      (piece) =>
        `export { ${path.basename(piece)} } from '${path.join(src, piece, `${path.basename(piece)}.tsx`)}';`,
    )
    .join('\n');
const themeCode = `import '${path.join(src, 'theme', 'global.css.ts')}';\nexport { lightThemeClass, darkThemeClass } from '${path.join(src, 'theme', 'themes.css.ts')}';\n`;

const baseline = await bundle('baseline', baselineCode);
const withPieces = await bundle('pieces', piecesCode);
const theme = await bundle('theme', themeCode);

figure('ui: six pieces, CSS gzipped', kib(withPieces.css - baseline.css), 'KiB', `< ${cssBudgetKiB} KiB`);
figure('ui: six pieces, JS added gzipped', kib(withPieces.js - baseline.js), 'KiB');
figure('ui: theme (light + dark + reset, fonts apart), CSS gzipped', kib(theme.css), 'KiB');
// Extracted at build: no vanilla-extract runtime (injectStyles / file scopes) reaches the browser.
const injects = /injectStyles|setFileScope|appendCss/.test(withPieces.jsText) ? 1 : 0;
figure('ui: runtime style injection in the bundle', injects, 'count', '0');
if (withPieces.css - baseline.css > cssBudgetKiB * 1024 || injects > 0) process.exitCode = 1;

// Each piece alone (shared primitives count in each, so these add up to more than the total).
for (const folder of pieces) {
  const piece = path.basename(folder);
  const alone = await bundle(
    piece,
    `${baselineCode}export { ${piece} } from '${path.join(src, folder, `${piece}.tsx`)}';\n`,
  );
  figure(`ui: ${piece} alone, CSS gzipped`, kib(alone.css - baseline.css), 'KiB');
  figure(`ui: ${piece} alone, JS added gzipped`, kib(alone.js - baseline.js), 'KiB');
}
