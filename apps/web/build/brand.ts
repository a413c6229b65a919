// The brand drawn from the design system's colours (packages/ui theme palettes), so the icons, the
// web app manifest and the browser's theme colour follow the tokens. Build-time only (Node).
import { darkColors, lightColors } from '../../../packages/ui/src/theme/palettes.ts';

/** The app's names (spec: the product is "Vizinhos") and the colours of its icons and browser chrome. */
export const brand = {
  name: 'Vizinhos',
  shortName: 'Vizinhos',
  description: 'A rede social da sua vizinhança.',
  iconBackground: lightColors.tone.primary.solid,
  iconForeground: lightColors.tone.primary.onSolid,
  /** The browser's bar colour per scheme: the app's page surface. */
  themeColor: { light: lightColors.surface.page, dark: darkColors.surface.page },
  backgroundColor: lightColors.surface.page,
} as const;

/**
 * The mark: two houses side by side, drawn in a 512 unit square. The glyph stays inside the central
 * circle of radius 204.8 (the maskable icons' safe zone), so one drawing serves every icon.
 */
export function brandSvg({ isMaskable = false } = {}): string {
  const { iconBackground: back, iconForeground: fore } = brand;
  const tile = isMaskable
    ? `<rect width="512" height="512" fill="${back}"/>`
    : `<rect width="512" height="512" rx="112" fill="${back}"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    `<title>${brand.name}</title>`,
    tile,
    `<path fill="${fore}" d="M104 236 176 164 248 236V356H104Z M264 236 336 164 408 236V356H264Z"/>`,
    `<path fill="${back}" d="M156 292h40v64h-40Z M316 292h40v64h-40Z"/>`,
    '</svg>',
  ].join('');
}

/** The web app manifest (installable on the home screen, in pt-BR). */
export function webAppManifest(): string {
  return `${JSON.stringify(
    {
      name: brand.name,
      short_name: brand.shortName,
      description: brand.description,
      lang: 'pt-BR',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: brand.themeColor.light,
      background_color: brand.backgroundColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    null,
    2,
  )}\n`;
}
