import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Centred column. */
export const root = style({
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text.muted,
});
export const icon = style({ color: vars.color.text.muted, marginBottom: vars.space.xs });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
});
export const description = style({ margin: 0, fontSize: vars.fontSize.sm, maxWidth: '40ch' });
