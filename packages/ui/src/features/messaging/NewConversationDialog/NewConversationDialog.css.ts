import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginTop: vars.space.md,
});
export const error = style({ margin: 0, color: vars.color.tone.danger.onSoft, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
