import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  padding: 0,
  marginBottom: vars.space.xs,
});
export const optionField = style({ flex: 1 });
export const rowItem = style({ flex: '1 1 10rem' });
export const locationText = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted, margin: 0 });
