import { createGlobalThemeContract } from '@vanilla-extract/css';

// One contract, every variable named `--vz-<path>` (STYLE.md, Theme). Light and dark fill it.

const toneShape = { solid: '', onSolid: '', soft: '', onSoft: '', border: '' };

/** The meanings a tone can carry; Badge, Button and Callout share them through `tone.css.ts`. */
export const toneNames = ['primary', 'secondary', 'success', 'warning', 'danger', 'default'] as const;
/** A tone name. */
export type Tone = (typeof toneNames)[number];

/** The theme contract: read `vars.color.text.default`, `vars.space.md`, ... in any `.css.ts` file. */
export const vars = createGlobalThemeContract(
  {
    color: {
      surface: { page: '', raised: '', sunken: '', overlay: '', highlight: '' },
      text: { default: '', muted: '', inverse: '', link: '' },
      border: { default: '', strong: '', focus: '' },
      tone: {
        primary: toneShape,
        secondary: toneShape,
        success: toneShape,
        warning: toneShape,
        danger: toneShape,
        default: toneShape,
      },
      backdrop: '',
      canvasGrid: '',
      canvasLine: '',
      canvasFill: '',
      // The drawing canvas's soft map: land, water, parks and streets behind the grid.
      canvasLand: '',
      canvasWater: '',
      canvasPark: '',
      canvasStreet: '',
    },
    space: { none: '', xxs: '', xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
    radii: { sm: '', md: '', lg: '', full: '' },
    font: { body: '', mono: '' },
    fontSize: { xs: '', sm: '', md: '', lg: '', xl: '', xxl: '' },
    lineHeight: { tight: '', normal: '' },
    fontWeight: { regular: '', medium: '', semibold: '', bold: '' },
    shadow: { sm: '', md: '', lg: '' },
    zIndex: { base: '', dropdown: '', overlay: '', modal: '', toast: '', tooltip: '' },
    motion: { fast: '', normal: '', slow: '', easing: '' },
  },
  (_value, path) => `vz-${path.join('-')}`,
);
