import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// @vizinhos/ui lists only "*.css.ts" and "*.css" as side effects, so its index.ts counts as pure and
// the build drops that barrel's side-effect import of theme/global.css.ts (reset, font faces, focus
// ring) while keeping every used export. Marking the package entry as having side effects keeps it;
// redundant once the package lists its index (reported to the ui package).
const keepUiGlobalStyles: Plugin = {
  name: 'vizinhos:keep-ui-global-styles',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== '@vizinhos/ui') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved ? { ...resolved, moduleSideEffects: true } : null;
  },
};

const server = process.env.VIZINHOS_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), keepUiGlobalStyles],
  build: { manifest: true, sourcemap: true },
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
    },
  },
});
