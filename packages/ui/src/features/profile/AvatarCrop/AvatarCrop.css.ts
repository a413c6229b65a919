import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The cropped photo as it will show: a circle, the frame's centre. */
export const preview = style({
  width: '96px',
  height: '96px',
  borderRadius: vars.radii.full,
  objectFit: 'cover',
  border: `2px solid ${vars.color.border.strong}`,
});
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.tone.danger.onSoft });
