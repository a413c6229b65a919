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
  /[\\/]packages[\\/]domain[\\/]src[\\/]objectivity[\\/](analyzeObjectivity|coachObjectivity|commentNudge|findNameSpans|findObjectivitySigns|findQuotedSpans|isSentimentWord|markObjectivitySigns|objectivityCoachView|objectivityFeatures|objectivityLexicon|objectivityModel|objectivityPhrases|objectivityToneModel|objectivityWeights|scoreObjectivityLexicon|toneFeatures)(\.generated)?\.ts$|[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]comments[\\/]commentNudge\.ts$/;
/**
 * What the first signed-in screen (the shell and the timeline) paints, shared by several views: the
 * design system's primitives, theme and texts, the features the timeline shows (header, sidebar,
 * cards, polls, events, the bell, the editor's stand-in), the domain rules and the views' helpers.
 * Not the pieces only other views use (editor, moderation, messaging, settings ...): they go with
 * those views' chunks (only what the view uses).
 */
const shared =
  /[\\/]packages[\\/](ui[\\/]src[\\/](primitives|theme|utils|features[\\/](shell|posts|polls|events|notifications[\\/]NotificationDropdown|editor[\\/]PostEditorPlaceholder)[\\/]|features[\\/][^\\/]+[\\/][^\\/]+\.texts\.ts$)|domain[\\/]src[\\/])|[\\/]apps[\\/]web[\\/]src[\\/](views|live)[\\/]/;
/**
 * Radix's overlays (menus, popovers, dialogs and their popper, focus trap, scroll lock) and the
 * design system's wrappers of them: opened on intent, never painted by the first screen, one chunk
 * every menu, popover and dialog shares.
 */
const overlays =
  /[\\/]node_modules[\\/](@radix-ui[\\/]react-(menu|dropdown-menu|popover|popper|dialog|alert-dialog|dismissable-layer|focus-scope|focus-guards|portal|select|tooltip|arrow|use-escape-keydown|use-rect|use-size)|@floating-ui[\\/][^\\/]+|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-sidecar|use-callback-ref|aria-hidden|get-nonce|tslib)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]primitives[\\/](AlertDialog[\\/]AlertDialog|Dialog[\\/]Dialog|DropdownMenu[\\/]DropdownMenu|Popover[\\/]Popover|Select[\\/]Select|Tooltip[\\/]Tooltip)\.tsx$/;
/**
 * The signed-in views' small shared modules (the store, each feature's state and actions, the
 * timeline's editor slot and its cards' props, the app's addresses (paths.ts, which the login route
 * does not use), and idb-keyval under the outboxes): one chunk the
 * shell and the timeline come with, not a dozen of a few KiB each, every one a request with its
 * headers (Lighthouse counted 19 KiB of response headers on the timeline's 18 scripts).
 * The views' own modules (TimelinePage, TimelineLayout ...) stay entries of their own: the server's
 * preload hints name them (apps/server/src/http/signedInHints.ts).
 */
const signedIn =
  /[\\/]apps[\\/]web[\\/]src[\\/](store[\\/]|features[\\/](messaging[\\/](state|chatState|drafts|outbox|shareState)|comments[\\/](state|drafts|actions)|posts[\\/](state|actions|PostAlerts|postCardProps|posts\.texts|sharePostLink)|notifications[\\/](state|pushState|pushBrowser)|events[\\/](state|CalendarFeedBox)|(polls|moderation|services)[\\/]state)\.tsx?$|pages[\\/](TimelineEditor|usePostCards)\.tsx$|paths\.ts$)|[\\/]node_modules[\\/]idb-keyval[\\/]/;
/** The design system's pieces it loads on intent itself (lazyView in packages/ui): chunks of their own. */
const onIntent =
  /[\\/]packages[\\/]ui[\\/]src[\\/].*[\\/](AccountMenu|AppShellDrawer|CalendarMenu|NotificationPanel|ToastParts)\.tsx$/;

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
    // Every browser the app supports knows modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, the router and Jotai change seldom: one chunk the browser keeps across releases
            // (hashed assets are cached for a year). Not Jotai's utils (the drafts' storage atoms):
            // the login route does not use them.
            {
              name: 'framework',
              priority: 3,
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|jotai(?![\\/]dist[\\/]vanilla[\\/]utils))[\\/]/,
            },
            // What the entry (main.tsx) imports statically, the login route, in one chunk; the entry
            // keeps only its own lines (a chunk of its own, the build's manifest names it as the entry).
            // The signed-in views stay in their own chunks.
            {
              name: 'app',
              priority: 2,
              test: /[\\/]apps[\\/]web[\\/]src[\\/](routes\.tsx|browser[\\/]themePreference\.ts)$/,
            },
            // The virtualizer of the long lists (the timeline's once the reader moves, the members',
            // a conversation's): fetched with the first of them, never by a first screen left alone.
            {
              name: 'virtualizer',
              priority: 2,
              test: /[\\/]node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/,
            },
            // The small pieces several signed-in views share (design-system primitives, domain rules,
            // the views' helpers): one common chunk rather than a request for each. Not the analyser:
            // a group takes its modules' imports along, so common goes before it.
            {
              name: 'common',
              priority: 1,
              minShareCount: 2,
              test: (id) => shared.test(id) && !analyser.test(id) && !overlays.test(id) && !onIntent.test(id),
            },
            // After common (the design system and domain pieces stay there), before the overlays.
            { name: 'signedIn', priority: 1, test: signedIn },
            // After common, which keeps the small Radix pieces the first screen uses too (the avatar's,
            // Slot): a menu, popover or dialog fetches this chunk when first wanted.
            { name: 'overlays', priority: 0, test: overlays },
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
      // Behind the timeline's dynamic import (TimelinePostList): found late, the dev server reloads.
      '@vizinhos/ui > @tanstack/react-virtual',
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
