// The brand drawn from the design system's colours (packages/ui theme palettes), so the icons, the
// web app manifest and the browser's theme colour follow the tokens. Build-time only (Node).
import {
  MARK_DOORS,
  MARK_HOUSES,
  MARK_TILE_RADIUS,
  MARK_VIEWBOX,
} from '../../../packages/ui/src/primitives/Logo/markShape.ts';
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

/** The mark (the header's Logo drawing, markShape.ts) as a standalone SVG file for the icons. */
export function brandSvg({ isMaskable = false } = {}): string {
  const { iconBackground: back, iconForeground: fore } = brand;
  const tile = isMaskable
    ? `<rect width="512" height="512" fill="${back}"/>`
    : `<rect width="512" height="512" rx="${MARK_TILE_RADIUS}" fill="${back}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${MARK_VIEWBOX}">`,
    `<title>${brand.name}</title>`,
    tile,
    `<path fill="${fore}" d="${MARK_HOUSES}"/>`,
    `<path fill="${back}" d="${MARK_DOORS}"/>`,
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
