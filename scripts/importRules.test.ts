// The import rules of .dependency-cruiser.cjs, broken on purpose: each case lays out a tiny tree
// shaped like this repository in a temporary folder, runs depcruise with the real config there, and
// expects the named rule to fail (and a tree that keeps the rules to pass).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const config = join(root, '.dependency-cruiser.cjs');
const depcruise = join(root, 'node_modules/.bin/depcruise');
const folders: string[] = [];

type Tree = Record<string, string>;

function cruise(tree: Tree): { code: number; output: string } {
  const folder = mkdtempSync(join(tmpdir(), 'import-rules-'));
  folders.push(folder);
  for (const [path, text] of Object.entries(tree)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  const answer = spawnSync(depcruise, ['--config', config, '--output-type', 'err', 'packages', 'apps'], {
    cwd: folder,
    encoding: 'utf8',
  });
  return { code: answer.status ?? 1, output: `${answer.stdout}${answer.stderr}` };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

// A tree that keeps every rule: two domain features, one reaching the other through its index,
// a ui piece naming a domain type, and two web features composed by an app-level page.
const lawful: Tree = {
  'packages/domain/src/common/index.ts': "export { id } from './id.ts';\n",
  'packages/domain/src/common/id.ts':
    'export type Id = string;\nexport const id = (value: string): Id => value;\n',
  'packages/domain/src/posts/index.ts':
    "export { makePost } from './makePost.ts';\nexport type { Post } from './makePost.ts';\n",
  'packages/domain/src/posts/makePost.ts':
    "import { id } from '../common/index.ts';\nexport type Post = { id: string };\nexport const makePost = (): Post => ({ id: id('1') });\n",
  'packages/ui/src/features/posts/PostTitle.ts':
    "import type { Post } from '../../../../domain/src/posts/index.ts';\nexport const postTitle = (post: Post) => post.id;\n",
  'apps/web/src/main.ts':
    "import { makePost } from '../../../packages/domain/src/posts/index.ts';\nexport const main = () => makePost();\n",
  'apps/web/src/features/posts/index.ts': 'export const postCard = () => 1;\n',
  'apps/web/src/features/comments/index.ts': 'export const commentList = () => 2;\n',
  'apps/web/src/pages/TimelinePage.ts':
    "import { commentList } from '../features/comments/index.ts';\nimport { postCard } from '../features/posts/index.ts';\nexport const page = () => postCard() + commentList();\n",
};

describe('import rules', () => {
  it('pass on a tree that keeps them', () => {
    const { code, output } = cruise(lawful);
    expect(output).toContain('no dependency violations found');
    expect(code).toBe(0);
  });

  it.each<{ rule: string; path: string; text: string; extra?: Tree }>([
    {
      rule: 'domain-imports-nothing',
      path: 'packages/domain/src/posts/clock.ts',
      text: "import { readFileSync } from 'node:fs';\nexport const read = () => readFileSync('x');\n",
    },
    {
      rule: 'ui-imports-domain-types-only',
      path: 'packages/ui/src/features/posts/PostLink.ts',
      text: "import { makePost } from '../../../../domain/src/posts/index.ts';\nexport const link = () => makePost().id;\n",
    },
    {
      rule: 'feature-through-its-index',
      path: 'packages/domain/src/comments/reply.ts',
      text: "import { makePost } from '../posts/makePost.ts';\nexport const reply = () => makePost();\n",
    },
    {
      rule: 'web-feature-imports-no-feature',
      path: 'apps/web/src/features/posts/cards.ts',
      text: "import { commentList } from '../comments/index.ts';\nexport const cards = () => commentList();\n",
    },
    {
      rule: 'web-feature-imports-no-feature',
      path: 'apps/web/src/features/comments/usePage.ts',
      text: "import { page } from '../../pages/TimelinePage.ts';\nexport const usePage = () => page();\n",
    },
    {
      rule: 'no-circular',
      path: 'packages/domain/src/common/loop.ts',
      text: "import { makePost } from '../posts/index.ts';\nexport const loop = () => makePost();\n",
      extra: {
        'packages/domain/src/common/index.ts':
          "export { id } from './id.ts';\nexport { loop } from './loop.ts';\n",
      },
    },
    {
      rule: 'packages-never-import-apps',
      path: 'packages/api/src/reach.ts',
      text: "import { start } from '../../../apps/server/src/start.ts';\nexport const reach = () => start();\n",
      extra: { 'apps/server/src/start.ts': 'export const start = () => 1;\n' },
    },
    {
      rule: 'source-never-imports-test-harnesses',
      path: 'apps/server/src/app.ts',
      text: "import { harness } from '../test/support/harness.ts';\nexport const app = () => harness();\n",
      extra: { 'apps/server/test/support/harness.ts': 'export const harness = () => 1;\n' },
    },
  ])('fail on $rule', ({ rule, path, text, extra }) => {
    const { code, output } = cruise({ ...lawful, ...extra, [path]: text });
    expect(output).toContain(`error ${rule}:`);
    expect(code).not.toBe(0);
  });
});
