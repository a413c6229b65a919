import { createVar, style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  maxWidth: '832px',
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
/** The canvas's width / height, set from its geometry. */
export const aspectRatioVar = createVar();
/** The canvas (800 × 600 in the spec) keeps its ratio when the screen is narrower. */
export const canvas = style({
  width: '100%',
  height: 'auto',
  aspectRatio: aspectRatioVar,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  // The soft map's land (drawMapBackdrop), so no white flash before the first paint.
  background: vars.color.canvasLand,
  touchAction: 'none',
  selectors: {
    '&[data-drawing="true"]': { cursor: 'crosshair', borderColor: vars.color.tone.primary.solid },
  },
});
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const status = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-valid="true"]': { color: vars.color.tone.success.onSoft },
    '&[data-valid="false"]': { color: vars.color.tone.warning.onSoft },
  },
});
export const details = style({ fontSize: vars.fontSize.sm });
export const points = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.xl,
  columns: 3,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [smallScreen]: { columns: 1 } },
});
