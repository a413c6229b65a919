import { defineProject } from 'vitest/config';

/** The ui package's node unit tests: only what a story cannot show (pure helpers, theme contrast). */
export default defineProject({
  test: {
    name: 'ui',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
