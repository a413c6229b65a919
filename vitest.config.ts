import { defineConfig } from 'vitest/config';
import { storybookProject } from './.storybook/vitestProject.ts';

/**
 * Every Vitest runner of the repository: the node projects, and the stories as browser tests.
 *
 * The node projects run with `isolate: false`: a worker evaluates each module once and runs its test
 * files one after another in it (the unit step went from 257 s to about 140 s on two cores, the server
 * on PostgreSQL alike). What that asks of a test file: no `vi.mock` (an earlier file may have
 * loaded the real module; observe through what the code exports, as passwordStats or a stubbed
 * browser global put back in afterAll), no hook registered at a shared module's top level, and any
 * module-level counter read as a difference (pushStats, passwordStats).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api',
      'packages/realtime',
      'packages/ui',
      'apps/server',
      'apps/web',
      // The repository's own tooling: the import rules broken on purpose.
      { test: { name: 'tooling', environment: 'node', isolate: false, include: ['scripts/**/*.test.ts'] } },
      // The tested deployment: its own step of scripts/test.ts, as it installs and starts services.
      {
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['deploy/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 900_000,
        },
      },
      storybookProject,
    ],
    coverage: {
      provider: 'v8',
      // Vitest 5 resolves these against each project's root (packages/domain, apps/server, ...).
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/index.ts', '**/testing.ts', '**/*.css.ts'],
      reporter: ['text-summary', 'html'],
      thresholds: {
        // The pure rules are covered completely, enforced here.
        'packages/domain/src/**': { lines: 100, branches: 100, functions: 100, statements: 100 },
      },
    },
  },
});
