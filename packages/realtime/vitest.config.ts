import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'realtime',
    // One module graph per worker, not per file (the root vitest.config.ts says why, and what it asks of a test).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
