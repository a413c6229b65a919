import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints.ts';
import { vars } from './contract.css.ts';

// Global reset, self-hosted font and focus ring. Imported once by the app and by Storybook's preview.

// Self-hosted Inter, one file: the variable (100 to 900) Latin subset, 47 KiB, which holds every
// letter pt-BR needs (U+0000-00FF: á, ã, ç, é, ê, õ, ...). The app preloads it (apps/web/build/
// webAppHead.ts) and `swap` shows the fallback until it arrives, so no text waits for it. No
// latin-ext face: a rare letter outside the subset falls back to the system font rather than cost a
// second file on the login screen. A CSS `import` inside a .css.ts file is dropped at extraction,
// so the face is declared here with a path Vite resolves and copies (hashed) into the build.
const interFiles = '../../node_modules/@fontsource-variable/inter/files';
globalFontFace('Inter Variable', {
  src: `url("${interFiles}/inter-latin-wght-normal.woff2") format("woff2-variations")`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});

// Until Inter arrives, a local Arial (or its metric twin Liberation Sans) scaled to Inter's size and
// line metrics, so the swap does not move the text (no layout shift). Where neither is
// installed (Android) the stack goes on to the system font.
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('Liberation Sans'), local('ArialMT'), local('LiberationSans')",
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.default,
  background: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, ol, ul, dl, dd', { margin: 0 });
globalStyle('img, svg, canvas, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.text.link });
// A visible focus ring for keyboard users on every focusable element (WCAG 2.4.7 / 2.4.11).
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
});
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
  },
});
