import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // PGlite boots in about 2 s per instance; server suites share a file-level instance.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
