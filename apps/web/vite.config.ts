import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.VIZINHOS_SERVER ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
