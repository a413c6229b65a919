import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { freePort } from '../scripts/freePort.ts';

/** `E2E_PORT`, or a free port. */
const port = freePort('E2E_PORT');

/** End-to-end journeys on the built app and the real server, started as `pnpm start` starts them. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // In CI a journey that fails is run once more, as the visual step does: one that passes then is
  // reported "flaky" (in the list and the JSON report), never hidden. Journeys seen flaky on this
  // 2-core machine are listed in the closing note of stop 34, to be fixed by their cause.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    // From the repository root, as a newcomer runs `pnpm start`.
    command: 'node scripts/start.ts --no-build',
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), DATA_DIR: `test-results/e2e-data-${Date.now()}` },
  },
});
