import { defineProject } from 'vitest/config';

/** The ui package's node unit tests: only what a story cannot show (pure helpers, theme contrast). */
export default defineProject({
  test: {
    name: 'ui',
    // One module graph per worker, not per file (the root vitest.config.ts says why, and what it asks of a test).
    isolate: false,
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
