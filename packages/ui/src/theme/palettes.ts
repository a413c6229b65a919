import { gray, hue, map } from './tokens.ts';

// The colours of both themes by meaning, as plain objects (no vanilla-extract), so a unit test can
// check every text/background pair against WCAG AA without a browser.

type ToneColors = { solid: string; onSolid: string; soft: string; onSoft: string; border: string };

/** The colour half of a theme, by meaning (the shape of `vars.color`). */
export type ThemeColors = {
  surface: { page: string; raised: string; sunken: string; overlay: string; highlight: string };
  text: { default: string; muted: string; inverse: string; link: string };
  border: { default: string; strong: string; focus: string };
  tone: Record<'primary' | 'secondary' | 'success' | 'warning' | 'danger' | 'default', ToneColors>;
  backdrop: string;
  canvasGrid: string;
  canvasLine: string;
  canvasFill: string;
  canvasLand: string;
  canvasWater: string;
  canvasPark: string;
  canvasStreet: string;
};

/** Colours of the light theme. */
export const lightColors: ThemeColors = {
  surface: {
    page: gray[50],
    raised: gray[0],
    sunken: gray[100],
    overlay: gray[0],
    highlight: hue.amber[100],
  },
  text: { default: gray[900], muted: gray[600], inverse: gray[0], link: hue.blue[700] },
  border: { default: gray[200], strong: gray[500], focus: hue.blue[700] },
  tone: {
    primary: {
      solid: hue.blue[700],
      onSolid: gray[0],
      soft: hue.blue[100],
      onSoft: hue.blue[900],
      border: hue.blue[300],
    },
    secondary: {
      solid: hue.violet[700],
      onSolid: gray[0],
      soft: hue.violet[100],
      onSoft: hue.violet[900],
      border: hue.violet[300],
    },
    success: {
      solid: hue.green[700],
      onSolid: gray[0],
      soft: hue.green[100],
      onSoft: hue.green[900],
      border: hue.green[300],
    },
    warning: {
      solid: hue.amber[700],
      onSolid: gray[0],
      soft: hue.amber[100],
      onSoft: hue.amber[900],
      border: hue.amber[300],
    },
    danger: {
      solid: hue.red[700],
      onSolid: gray[0],
      soft: hue.red[100],
      onSoft: hue.red[900],
      border: hue.red[300],
    },
    default: { solid: gray[600], onSolid: gray[0], soft: gray[100], onSoft: gray[800], border: gray[300] },
  },
  backdrop: 'rgba(13, 15, 18, 0.55)',
  canvasGrid: 'rgba(107, 115, 130, 0.14)',
  canvasLine: hue.blue[700],
  canvasFill: 'rgba(29, 79, 216, 0.12)',
  canvasLand: map.light.land,
  canvasWater: map.light.water,
  canvasPark: map.light.park,
  canvasStreet: gray[0],
};

/** Colours of the dark theme. */
export const darkColors: ThemeColors = {
  surface: {
    page: gray[950],
    raised: gray[900],
    sunken: gray[850],
    overlay: gray[850],
    highlight: hue.amber[950],
  },
  text: { default: gray[50], muted: gray[300], inverse: gray[950], link: hue.blue[300] },
  border: { default: gray[700], strong: gray[500], focus: hue.blue[300] },
  tone: {
    primary: {
      solid: hue.blue[700],
      onSolid: gray[0],
      soft: hue.blue[950],
      onSoft: hue.blue[200],
      border: hue.blue[800],
    },
    secondary: {
      solid: hue.violet[700],
      onSolid: gray[0],
      soft: hue.violet[950],
      onSoft: hue.violet[200],
      border: hue.violet[800],
    },
    success: {
      solid: hue.green[700],
      onSolid: gray[0],
      soft: hue.green[950],
      onSoft: hue.green[200],
      border: hue.green[800],
    },
    warning: {
      solid: hue.amber[700],
      onSolid: gray[0],
      soft: hue.amber[950],
      onSoft: hue.amber[200],
      border: hue.amber[800],
    },
    danger: {
      solid: hue.red[700],
      onSolid: gray[0],
      soft: hue.red[950],
      onSoft: hue.red[200],
      border: hue.red[800],
    },
    default: { solid: gray[600], onSolid: gray[0], soft: gray[800], onSoft: gray[100], border: gray[600] },
  },
  backdrop: 'rgba(0, 0, 0, 0.7)',
  canvasGrid: 'rgba(154, 162, 177, 0.12)',
  canvasLine: hue.blue[300],
  canvasFill: 'rgba(147, 180, 251, 0.16)',
  canvasLand: map.dark.land,
  canvasWater: map.dark.water,
  canvasPark: map.dark.park,
  canvasStreet: gray[700],
};
