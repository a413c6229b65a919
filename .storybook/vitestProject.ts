import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));

// Storybook 10.3+ applies preview.tsx and the addons' annotations itself: no setup file needed.
/** Every story becomes a test in Debian's Chromium, with axe checks failing on any violation. */
export const storybookProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
      instances: [{ browser: 'chromium' }],
    },
  },
};
