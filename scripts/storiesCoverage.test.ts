// The stories check: no component file of the design system without a story that renders it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesWithoutStories, needsStories, staticImports } from './storiesCoverage.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every `.ts` and `.tsx` file of packages/ui/src, by its path from the repository's root. */
function uiSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        sources[relative(root, path).split('\\').join('/')] = readFileSync(path, 'utf8');
      }
    }
  };
  walk(join(root, 'packages/ui/src'));
  return sources;
}

describe('needsStories', () => {
  it('asks stories of components, not of stories, story helpers, tests, style files or indexes', () => {
    expect(needsStories('ui/Menu/Menu.tsx')).toBe(true);
    expect(
      ['Menu.stories.tsx', 'Menu.story.tsx', 'Menu.test.tsx', 'Menu.css.ts', 'menu.ts', 'index.tsx'].map(
        (name) => needsStories(`ui/Menu/${name}`),
      ),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('staticImports', () => {
  it('follows relative imports and re-exports, not type-only imports, packages or import()', () => {
    const source = [
      "import { Button } from '../Button/Button.tsx';",
      "import type { MenuProps } from './MenuPanel.tsx';",
      "import { type Opening } from '../../utils/lazyView.tsx';",
      "import { type LazyView, lazyView } from '../../utils/lazyView.tsx';",
      "export { Badge } from './Badge.tsx';",
      "import { expect } from 'storybook/test';",
      "const Panel = lazyView(() => import('./MenuPanel.tsx').then((module) => module.MenuPanel));",
    ].join('\n');
    expect(staticImports('ui/primitives/Menu/Menu.tsx', source)).toEqual([
      'ui/primitives/Button/Button.tsx',
      'ui/utils/lazyView.tsx',
      'ui/primitives/Menu/Badge.tsx',
    ]);
  });
});

describe('filesWithoutStories', () => {
  it('counts a stories file beside a file and what stories reach by static imports; a lazy half needs its own', () => {
    const sources = {
      'ui/Menu/Menu.stories.tsx': "import { Menu } from './Menu.tsx';",
      'ui/Menu/Menu.tsx':
        "import { Row } from './Row.tsx';\nconst P = lazyView(() => import('./MenuPanel.tsx'));",
      'ui/Menu/Row.tsx': '',
      'ui/Menu/MenuPanel.tsx': "import { Item } from './Item.tsx';",
      'ui/Menu/Item.tsx': '',
      'ui/Card/Card.tsx': '',
      'ui/Card/Card.stories.tsx': "import { CardStory } from './Card.story.tsx';",
      'ui/Card/Card.story.tsx': '',
    };
    expect(filesWithoutStories(sources)).toEqual(['ui/Menu/Item.tsx', 'ui/Menu/MenuPanel.tsx']);
    expect(
      filesWithoutStories({
        ...sources,
        'ui/Menu/MenuPanel.stories.tsx': "import { P } from './MenuPanel.tsx';",
      }),
    ).toEqual([]);
  });
});

describe('the design system (packages/ui/src)', () => {
  it('has every component file rendered by a story: a stories file beside it or a story importing it (docs/STYLE.md)', () => {
    expect(filesWithoutStories(uiSources())).toEqual([]);
  });
});
