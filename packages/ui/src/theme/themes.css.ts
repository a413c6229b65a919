import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { smallScreen } from './breakpoints.ts';
import { vars } from './contract.css.ts';
import { darkColors, lightColors } from './palettes.ts';
import { phoneFont, scales } from './scales.ts';

// Both themes fill the same contract; each text/background pair below is chosen for WCAG AA
// (4.5:1 for text), which the stories' axe checks verify in both themes.

/** The light theme class: put it on a wrapper (or body) to theme everything inside. */
export const lightThemeClass = createTheme(vars, {
  color: lightColors,
  ...scales,
  shadow: {
    sm: '0 1px 2px rgba(13, 15, 18, 0.08)',
    md: '0 4px 12px rgba(13, 15, 18, 0.12)',
    lg: '0 12px 32px rgba(13, 15, 18, 0.18)',
  },
});

const darkShadow = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

/** The dark theme class. */
export const darkThemeClass = createTheme(vars, { color: darkColors, ...scales, shadow: darkShadow });

/**
 * Beside the light theme class where nobody knows yet which theme the reader wants (the server's
 * painted page with no theme cookie and no colour-scheme hint): on a device set to dark, the dark
 * colours, by CSS alone, before any script. The app's start puts its own class in its place.
 */
export const deviceSchemeClass = style({});
globalStyle(`${lightThemeClass}${deviceSchemeClass}`, {
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadow) },
    },
  },
});

// Phones read in the system's own font (Roboto on Android, San Francisco on iOS): the 47 KiB of Inter
// would be a quarter of a phone's first screen on a slow network, and the system font
// needs no swap. Inter from 641 px up, where webAppHead.ts preloads it for the same media query.
globalStyle(`${lightThemeClass}, ${darkThemeClass}`, {
  '@media': { [smallScreen]: { vars: { [vars.font.body]: phoneFont } } },
});
