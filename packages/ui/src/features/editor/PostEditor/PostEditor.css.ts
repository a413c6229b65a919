import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  '@media': { [smallScreen]: { borderRadius: 0, borderLeftWidth: 0, borderRightWidth: 0 } },
});
export const category = style({ maxWidth: '16rem' });
export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginRight: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});
/** The fields' fieldset draws nothing: it only disables them together. */
export const fields = style({ display: 'contents', border: 0, margin: 0, padding: 0, minWidth: 0 });
