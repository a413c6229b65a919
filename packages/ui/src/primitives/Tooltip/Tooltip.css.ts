import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The tooltip bubble: inverse colours, small text. */
export const content = style({
  background: vars.color.text.default,
  color: vars.color.text.inverse,
  borderRadius: vars.radii.sm,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  zIndex: vars.zIndex.tooltip,
  maxWidth: '240px',
});
