import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineProject } from 'vitest/config';

/**
 * The app's atoms and reducers, in happy-dom (sessionStorage, IndexedDB from fake-indexeddb) against MSW (the pages are tested as stories and journeys).
 * A feature's index also names its pages, whose ui pieces bring their vanilla-extract styles.
 */
export default defineProject({
  plugins: [vanillaExtractPlugin()],
  test: {
    name: 'web',
    // One module graph per worker, not per file (the root vitest.config.ts says why, and what it asks of a test).
    isolate: false,
    environment: 'happy-dom',
    // The page's origin is the api test server's (@vizinhos/api/testing), so calls are same-origin.
    environmentOptions: { happyDOM: { url: 'http://vizinhos.test/' } },
    include: ['src/**/*.test.ts'],
  },
});
