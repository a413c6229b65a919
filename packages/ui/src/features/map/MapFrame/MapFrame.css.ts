import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ position: 'relative', height: '100%', minHeight: '200px' });
/** Leaflet's own container: the soft map's land shows where tiles did not come. */
export const map = style({
  height: '100%',
  width: '100%',
  borderRadius: vars.radii.md,
  background: vars.color.canvasLand,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.tone.primary.solid}`, outlineOffset: '2px' },
  },
});
/** The point Enter picks: the middle of the map, drawn when picking is offered. */
export const crosshair = style({
  position: 'absolute',
  left: '50%',
  top: '50%',
  width: '22px',
  height: '22px',
  marginLeft: '-11px',
  marginTop: '-11px',
  border: `2px solid ${vars.color.text.default}`,
  borderRadius: '50%',
  pointerEvents: 'none',
  zIndex: 500,
  opacity: 0,
  selectors: { [`${map}:focus-visible ~ &`]: { opacity: 1 } },
});
export const marker = style({
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `3px solid ${vars.color.surface.raised}`,
  background: vars.color.tone.danger.solid,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-kind="choice"]': { background: vars.color.tone.primary.solid },
    '&[data-kind="published"]': {
      background: 'transparent',
      border: `3px dashed ${vars.color.tone.primary.solid}`,
      boxShadow: 'none',
    },
    '&[data-kind="vertex"]': { background: vars.color.canvasLine },
    '&:focus-visible': { outline: `3px solid ${vars.color.text.default}`, outlineOffset: '2px' },
  },
});
export const outline = style({});
// Leaflet paints the outline's SVG path with attributes; CSS properties win over them.
globalStyle(`path${outline}`, {
  stroke: vars.color.canvasLine,
  fill: vars.color.canvasFill,
  strokeWidth: 3,
});
/** The quiet note when tiles fail: markers, lists and outlines stay. */
export const note = style({
  position: 'absolute',
  left: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 800,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  background: vars.color.surface.raised,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  maxWidth: 'calc(100% - 2 * 8px)',
});
