import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The chosen area, shown as a block. */
export const area = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
});
/** The area's name. */
export const areaName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
/** The area's place and size. */
export const areaPlace = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
