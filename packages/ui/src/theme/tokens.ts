// Raw palette values: private to the theme folder. Components never import this file; they read
// the `--vz-*` contract (contract.css.ts) so that light and dark stay one switch.

/** Neutral greys, light to dark. */
export const gray = {
  0: '#ffffff',
  25: '#fbfbfc',
  50: '#f5f6f8',
  100: '#eceef2',
  200: '#dde1e7',
  300: '#c4cad4',
  400: '#9aa2b1',
  500: '#6b7382',
  600: '#4b5261',
  700: '#363c48',
  800: '#23272f',
  850: '#1b1e25',
  900: '#14161b',
  950: '#0d0f12',
} as const;

/** Hues used by the tones; each solid keeps at least 4.5:1 against white text (WCAG AA). */
export const hue = {
  blue: {
    100: '#dbe7fe',
    200: '#bfd4fd',
    300: '#93b4fb',
    700: '#1d4fd8',
    800: '#1e3f9a',
    900: '#172b63',
    950: '#0f1d44',
  },
  violet: {
    100: '#ede7fe',
    200: '#dccffd',
    300: '#c2aafb',
    700: '#6a2bd6',
    800: '#55209f',
    900: '#3b1670',
    950: '#24104a',
  },
  green: {
    100: '#dcf7e5',
    200: '#b6ebc8',
    300: '#80d6a0',
    700: '#15733a',
    800: '#12602f',
    900: '#0d4322',
    950: '#082a16',
  },
  amber: {
    100: '#fdf1c9',
    200: '#fbe08e',
    300: '#f5c451',
    700: '#a44a07',
    800: '#7d3a0b',
    900: '#5b2a09',
    950: '#3a1b06',
  },
  red: {
    100: '#fde3e3',
    200: '#fbc5c5',
    300: '#f59a9a',
    700: '#b4191c',
    800: '#91171a',
    900: '#661214',
    950: '#410b0c',
  },
} as const;

/** The drawing canvas's map colours: muted, so the resident's outline and points stand out. */
export const map = {
  light: { land: '#f4f1ea', water: '#d5e6f2', park: '#e0ecd8' },
  dark: { land: '#181b20', water: '#172433', park: '#18261d' },
} as const;
