import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ maxWidth: '720px', marginInline: 'auto', width: '100%' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
/** The text field, the kind and the category, then the button: one row on wide screens. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
/** One hit: a link card. */
export const hit = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const hitTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const hitText = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const hitDetails = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
/** A matched word: the warning tone's soft pair, with weight so colour never carries it alone. */
export const mark = style({
  background: vars.color.tone.warning.soft,
  color: vars.color.tone.warning.onSoft,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radii.sm,
  paddingInline: '1px',
});
