import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The feed box: what it is, the link, and its actions. */
export const root = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  fontSize: vars.fontSize.sm,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const description = style({ margin: 0, color: vars.color.text.muted });
