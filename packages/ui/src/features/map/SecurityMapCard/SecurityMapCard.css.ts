import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The card's height (spec: Business constants and limits: 320 px). */
export const heightVar = createVar();
export const root = style({
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const map = style({ height: heightVar });
export const fallback = style({
  height: heightVar,
  overflowY: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
});
export const fallbackTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.md,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.tone.primary.solid}`, outlineOffset: '2px' },
  },
});
export const meta = style({
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
export const empty = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const more = style({ fontSize: vars.fontSize.sm });
export const summary = style({
  cursor: 'pointer',
  padding: `${vars.space.xs} 0`,
  color: vars.color.text.default,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.tone.primary.solid}`, outlineOffset: '2px' },
  },
});
