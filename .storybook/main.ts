import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script lives here (`msw init .storybook/public`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // TOOLCHAIN pitfall 5: without these the first cold browser run reloads mid-test.
      optimizeDeps: {
        include: [
          '@vizinhos/ui > @vanilla-extract/recipes/createRuntimeFn',
          '@vizinhos/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vizinhos/ui > @vanilla-extract/dynamic',
          '@vizinhos/ui > radix-ui',
          // Behind the timeline's dynamic import (TimelinePostList): found late, it reloaded the page mid-test.
          '@vizinhos/ui > @tanstack/react-virtual',
          'jotai',
          'react-router',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
          'storybook/test',
          '@storybook/addon-themes',
        ],
      },
    }),
};

export default config;
