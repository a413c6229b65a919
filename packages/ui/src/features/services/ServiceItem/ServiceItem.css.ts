import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ minWidth: 0 });
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const phone = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.link,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
