import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

/**
 * End-to-end journeys on the built app and the real server, started as `pnpm start` starts them:
 * each worker starts its own (e2e/support/test.ts, `appServer`), on a free port with a fresh data
 * folder, so the two workers' journeys never share a resident's write limits. A spec file runs in
 * one worker, its journeys in order.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // One budget for every journey (two longer ones set their own): a journey signs residents in,
  // waits for live frames and runs axe, and on a crowded 2-core machine axe alone takes 5 to 10 s on
  // a timeline page. Playwright's default 30 s failed a passing journey there (accounts.session:
  // two sign-ins, then axe). The budget bounds a hang; it never stands in for a wait on a state.
  timeout: 180_000,
  // A look for what the resident sees is retried until this bound: live frames and lazily loaded
  // views arrive late when the machine is busy, so the default 5 s is too short a bound there.
  expect: { timeout: 15_000 },
  // No retries: a journey that fails once fails the command. The four seen flaky on this 2-core
  // machine were fixed by their cause, so the CI retry once added for them is gone.
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
