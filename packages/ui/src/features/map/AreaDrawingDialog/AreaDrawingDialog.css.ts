import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const modes = style({
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  border: 'none',
});
export const legend = style({
  float: 'left',
  marginRight: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});
