import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const group = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
/** A checkbox and its label on one line; the box takes the primary colour. */
export const check = style({
  minHeight: '32px',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.default,
  cursor: 'pointer',
});
export const box = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.tone.primary.solid,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
export const time = style({ width: '9rem' });
