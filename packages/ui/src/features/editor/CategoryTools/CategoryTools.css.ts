import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
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
export const optionRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });
export const optionField = style({ flex: 1 });
export const row = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'flex-end' });
export const rowItem = style({ flex: '1 1 10rem' });
export const locationText = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted, margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
