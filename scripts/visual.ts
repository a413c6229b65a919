// `pnpm test:visual [--update]`: builds Storybook, then screenshots every `visual` story in light
// and dark with Playwright and compares with visual/baselines at maxDiffPixels 0. The HTML report
// in visual/report shows expected, actual and diff side by side.
import { run } from './run.ts';

const update = process.argv.includes('--update');
await run('pnpm', ['run', 'build-storybook']);
const code = await run('playwright', [
  'test',
  '-c',
  'visual/playwright.config.ts',
  ...(update ? ['--update-snapshots=all'] : []),
]);
if (code !== 0)
  console.log('Differences: open visual/report/index.html (expected, actual and diff side by side).');
process.exit(code);
