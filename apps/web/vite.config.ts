import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { webAppHead } from './build/webAppHead.ts';

const server = process.env.VIZINHOS_SERVER ?? 'http://127.0.0.1:3000';

/**
 * The objectivity analyser: the domain's scoring, its lexicon and the model's weights (the biggest
 * piece of domain code), and the comment box's module that re-exports its nudge. Its labels and light helpers
 * (objectivity.texts, objectivityLabel, objectivityGate, commentNudgeFigures), which the cards and the
 * members view show, are not part of it.
 */
const analyser =
  /[\\/]packages[\\/]domain[\\/]src[\\/]objectivity[\\/](analyzeObjectivity|coachObjectivity|commentNudge|findObjectivitySigns|isSentimentWord|markObjectivitySigns|objectivityCoachView|objectivityFeatures|objectivityLexicon|objectivityModel|objectivityPhrases|objectivityWeights|scoreObjectivityLexicon)(\.generated)?\.ts$|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]comments[\\/]commentNudge\.ts$/;
/** The design system, the domain rules and the views' helpers: shared by several signed-in views. */
const shared = /[\\/]packages[\\/](ui|domain)[\\/]src[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](views|live)[\\/]/;

/**
 * The server's entry (`vite build --ssr`): the painted first page of a signed-in `/`, beside the
 * client build in dist/server/ (never served: the server skips that folder). Its own bundle (React
 * and the rest inside), with the same vanilla-extract plugin, so its class names are the client's.
 */
const serverEntry = defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Inside, so the bundle is React's production build whatever NODE_ENV the server has; the
  // stylesheet compiler's own adapter stays outside (vanilla-extract runs it at build time).
  ssr: { noExternal: true, external: ['@vanilla-extract/css'] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/firstPaint.server.tsx',
    outDir: 'dist/server',
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'firstPaint.js' } },
  },
});

const client = defineConfig({
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
              priority: 3,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|jotai)[\\/]/,
            },
            // The entry and everything it imports statically (the login route) in one chunk, so the
            // first screen costs two script requests; the signed-in views stay in their own chunks.
            { name: 'app', priority: 2, test: /[\\/]apps[\\/]web[\\/]src[\\/]main\.tsx$/ },
            // The small pieces several signed-in views share (design-system primitives, domain rules,
            // the views' helpers): one common chunk rather than a request for each. Not the analyser:
            // a group takes its modules' imports along, so common goes before it.
            {
              name: 'common',
              priority: 1,
              minShareCount: 2,
              test: (id) => shared.test(id) && !analyser.test(id),
            },
            // The analyser in a chunk of its own, loaded only when a text is to be scored: the editor's
            // lazy chunk imports it, and the comment box's tone nudge fetches it on the box's first
            // focus (apps/web/src/features/comments/loadCommentNudge.ts).
            { name: 'objectivity', priority: 0, test: analyser },
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

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverEntry : client));
