import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

// Styles of the Introdução and Foundations pages only (no component ships them).

export const swatchColor = createVar();
export const sampleForeground = createVar();
export const sampleBackground = createVar();
export const spaceSize = createVar();
export const section = style({
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
export const bar = style({
  height: '16px',
  width: spaceSize,
  background: vars.color.tone.primary.solid,
  borderRadius: vars.radii.sm,
});
/** A page of prose: the reading measure, headings and lists spaced for reading. */
export const prose = style({
  maxWidth: '68ch',
  color: vars.color.text.default,
  lineHeight: vars.lineHeight.normal,
});
export const title = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.01em',
});
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.text.muted });
export const list = style({ margin: 0, paddingLeft: vars.space.xl, display: 'grid', gap: vars.space.xs });
export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surface.sunken,
  borderRadius: vars.radii.sm,
  padding: `0 ${vars.space.xs}`,
});
export const table = style({ borderCollapse: 'collapse', fontSize: vars.fontSize.sm, width: '100%' });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontVariantNumeric: 'tabular-nums',
});
/** A small sample of a pair: its foreground on its background. */
export const sample = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  border: `1px solid ${vars.color.border.default}`,
  fontWeight: vars.fontWeight.semibold,
  color: sampleForeground,
  background: sampleBackground,
});
/** A boundary pair's sample: no text (a 3:1 pair is for lines), a thick line on its background. */
export const boundarySample = style({
  display: 'inline-block',
  width: '40px',
  height: '22px',
  borderRadius: vars.radii.sm,
  background: sampleBackground,
  border: `1px solid ${vars.color.border.default}`,
  boxShadow: `inset 0 0 0 3px ${sampleForeground}`,
});
