import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { storybookContentSecurityPolicy } from './contentSecurityPolicy.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Storybook 10.3+ applies preview.tsx and the addons' annotations itself: no setup file needed.
/**
 * Every story becomes a test in Debian's Chromium, under a Content-Security-Policy, with axe checks
 * and CSP violations failing it (preview.tsx).
 */
export const storybookProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir })],
  server: { headers: { 'Content-Security-Policy': storybookContentSecurityPolicy } },
  test: {
    name: 'storybook',
    // Every story file in one page, not a page each: 256 s → 94 s alone on two cores, the same 666
    // passes in file order and shuffled. Storybook unmounts each story (portals included) before the
    // next, and the MSW handlers are the story's own.
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
};
