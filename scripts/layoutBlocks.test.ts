// The layout check: no style file writes more hand-written flex blocks than it is allowed.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowedFlexBlocks, excessFlexBlocks, flexBlocks } from './layoutBlocks.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** `display: 'flex'` declarations per style file (`*.css.ts`) of the ui and the web app. */
function countsInTree(): Record<string, number> {
  const counts: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.css.ts')) {
        const count = flexBlocks(readFileSync(path, 'utf8'));
        if (count > 0) counts[relative(root, path).split('\\').join('/')] = count;
      }
    }
  };
  for (const dir of ['packages/ui/src', 'apps/web/src']) walk(join(root, dir));
  return counts;
}

describe('flexBlocks', () => {
  it('counts each flex declaration, in either quote, and leaves comments out', () => {
    const source = [
      "export const a = style({ display: 'flex', gap: vars.space.sm });",
      'export const b = style({ display: "flex" });',
      "// display: 'flex' was here",
      "/** Not display: 'flex' any more. */",
      "export const c = style({ display: 'inline-flex', alignItems: 'center' });",
      "export const d = style({ display: 'grid' });",
    ].join('\n');
    expect(flexBlocks(source)).toBe(2);
  });
});

describe('excessFlexBlocks', () => {
  it('names a file past its allowance and a new file with any flex block', () => {
    const allowed = { 'a.css.ts': { count: 1 } };
    expect(excessFlexBlocks({ 'a.css.ts': 1 }, allowed)).toEqual([]);
    expect(excessFlexBlocks({ 'a.css.ts': 2, 'b.css.ts': 1 }, allowed)).toEqual([
      "a.css.ts: 2 display: 'flex' (allowed 1)",
      "b.css.ts: 1 display: 'flex' (allowed 0)",
    ]);
  });
});

describe('the style files of the ui and the web app', () => {
  it('lay pieces out with Stack and Inline: no flex block past the allowed ones (docs/STYLE.md)', () => {
    expect(excessFlexBlocks(countsInTree())).toEqual([]);
  });

  it('allow only files that exist and still use their allowance, so the list stays true', () => {
    const counts = countsInTree();
    for (const [file, { count }] of Object.entries(allowedFlexBlocks)) {
      expect(counts[file], file).toBeGreaterThan(0);
      expect(counts[file], file).toBeLessThanOrEqual(count);
    }
  });
});
