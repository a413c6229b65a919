import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [smallScreen]: { borderRadius: 0, borderLeftWidth: 0, borderRightWidth: 0 } },
});
export const category = style({ maxWidth: '16rem' });
export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginRight: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});
