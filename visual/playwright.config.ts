import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { freePort } from '../scripts/freePort.ts';

/** `VISUAL_PORT`, or a free port. */
const port = freePort('VISUAL_PORT');

/** Visual review: every story tagged `visual`, light and dark, against committed baselines. */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  // Baselines are committed beside the spec, one PNG per story and theme.
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  fullyParallel: true,
  // One retry: on a loaded 2-core machine a screenshot was once taken a frame early (two pixels of
  // a button edge). A real change fails both attempts; the report marks a retried test as flaky.
  retries: 1,
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: 'report', open: 'never' }]],
  outputDir: '../test-results/visual',
  // Per-pixel colour tolerance 0.05: the default (0.2) let a text colour change from #000 to #123
  // pass unnoticed (that needs under 0.11); 0 flagged Chromium's anti-aliasing of a rounded corner
  // under load. Any pixel past it fails (maxDiffPixels 0).
  expect: { toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.05, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: `node ../scripts/serveStatic.ts ../storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
  },
});
