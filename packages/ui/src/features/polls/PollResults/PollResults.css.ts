import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** Width of one result bar, the row's percentage (set per row with assignInlineVars). */
export const percentVar = createVar();

export const form = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  padding: 0,
  marginBottom: vars.space.sm,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const rowHead = style({
  fontSize: vars.fontSize.sm,
});
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
  minWidth: 0,
});
export const choice = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.tone.success.onSoft });
export const figures = style({
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const track = style({
  height: '8px',
  borderRadius: vars.radii.full,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
});
export const bar = style({
  height: '100%',
  width: percentVar,
  borderRadius: vars.radii.full,
  background: vars.color.tone.primary.solid,
  transition: `width ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '&[data-choice="true"]': { background: vars.color.tone.success.solid } },
});
export const thanks = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.tone.success.onSoft,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
