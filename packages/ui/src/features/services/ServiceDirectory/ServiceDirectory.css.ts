import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  maxWidth: '720px',
  marginInline: 'auto',
  width: '100%',
});
export const title = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize.xl });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const national = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.sm,
});
export const nationalItem = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});
export const nationalPhone = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.danger.onSoft,
  fontVariantNumeric: 'tabular-nums',
});
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
