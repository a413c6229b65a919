import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(160px, 100%), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
/** A card of the profile (laid out by a Stack, `xs` apart): as tall as its row. */
export const card = style({ height: '100%' });
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const value = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
/** The bar's filled share, 0% to 100%. */
export const fillVar = createVar();
export const bar = style({
  height: '8px',
  borderRadius: vars.radii.full,
  background: vars.color.surface.sunken,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.default}`,
});
export const fill = style({
  height: '100%',
  width: fillVar,
  selectors: {
    '&[data-tone="success"]': { background: vars.color.tone.success.solid },
    '&[data-tone="warning"]': { background: vars.color.tone.warning.solid },
    '&[data-tone="danger"]': { background: vars.color.tone.danger.solid },
  },
});
export const rule = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });
export const footnote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
