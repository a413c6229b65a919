import { createVar, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// Styles of the Foundations stories only (they are not shipped in components).

export const swatchColor = createVar();
export const spaceSize = createVar();
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text.default,
});
export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: vars.space.md,
});
export const swatch = style({
  height: '48px',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  background: swatchColor,
});
export const caption = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const bar = style({
  height: '16px',
  width: spaceSize,
  background: vars.color.tone.primary.solid,
  borderRadius: vars.radii.sm,
});
