import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { webAppHead } from './build/webAppHead.ts';

const server = process.env.VIZINHOS_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), webAppHead(), precompress()],
  build: {
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, the router and Jotai change seldom: one chunk the browser keeps across releases
            // (hashed assets are cached for a year).
            {
              name: 'framework',
              priority: 2,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|jotai)[\\/]/,
            },
            // The entry and everything it imports statically (the login route) in one chunk, so the
            // first screen costs two script requests; the signed-in views stay in their own chunks.
            { name: 'app', priority: 1, test: /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/ },
            // The small pieces several signed-in views share (design-system primitives, domain rules,
            // the views' helpers): one common chunk rather than a request for each.
            {
              name: 'common',
              priority: 0,
              minShareCount: 2,
              test: /[\\/]packages[\\/](ui|domain)[\\/]src[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](views|live)[\\/]/,
            },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    include: [
      '@vizinhos/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@vizinhos/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: server, changeOrigin: false },
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
      // The local mailbox (no SMTP configured) is the server's page too.
      '/caixa-de-correio': { target: server, changeOrigin: false },
    },
  },
});
