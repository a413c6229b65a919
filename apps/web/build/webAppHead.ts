// What index.html gets from the build: the web app manifest (written beside it), the browser's theme
// colour per scheme from the ui tokens, and a preload of the one font file the first screen uses.
// Only tags that point at files: no inline script or style (the CSP allows scripts from self only).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type HtmlTagDescriptor, minifySync, type Plugin } from 'vite';
import { brand, webAppManifest } from './brand.ts';

/** What starts the app on a page the server painted, shipped as written. */
const firstPaintStarter = fileURLToPath(new URL('./first-paint.js', import.meta.url));

/** The Inter face every pt-BR text uses: the latin subset (accents included), variable weight. */
const firstScreenFont = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

export function webAppHead(): Plugin {
  return {
    name: 'vizinhos:web-app-head',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_request, response) => {
        response.setHeader('content-type', 'application/manifest+json');
        response.end(webAppManifest());
      });
    },
    buildStart() {
      // Hashed, so a page's head waits on it only on its first visit (apps/server indexPage.ts);
      // minified, as the bundles are (its notes stay in the source: 430 bytes less on every page).
      this.emitFile({
        type: 'asset',
        name: 'first-paint.js',
        source: minifySync(firstPaintStarter, readFileSync(firstPaintStarter, 'utf8')).code,
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: webAppManifest() });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const tags: HtmlTagDescriptor[] = [
          { tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' }, injectTo: 'head' },
          ...(['light', 'dark'] as const).map(
            (scheme): HtmlTagDescriptor => ({
              tag: 'meta',
              attrs: {
                name: 'theme-color',
                media: `(prefers-color-scheme: ${scheme})`,
                content: brand.themeColor[scheme],
              },
              injectTo: 'head',
            }),
          ),
        ];
        const font = Object.keys(context.bundle ?? {}).find((file) => firstScreenFont.test(file));
        if (font)
          tags.push({
            tag: 'link',
            // Only where Inter is used: phones read in the system font (packages/ui themes.css.ts).
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
              media: '(min-width: 641px)',
            },
            injectTo: 'head',
          });
        return tags;
      },
    },
  };
}
