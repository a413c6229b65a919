import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    // One module graph per worker, not per file (the root vitest.config.ts says why, and what it asks of a test).
    isolate: false,
    environment: 'node',
    // Unit tests sit beside their file in src/; integration tests (inject, a live broker) in test/.
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite boots in about 2 s per instance; server suites share a file-level instance.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
