import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    // One module graph per worker, not per file (the root vitest.config.ts says why, and what it asks of a test).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts', 'mocks/**/*.test.ts'],
  },
});
