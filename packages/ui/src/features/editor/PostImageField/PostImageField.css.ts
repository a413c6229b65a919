import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** spec: Business constants and limits: the preview is at most 12rem high. */
export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '12rem',
  objectFit: 'contain',
  alignSelf: 'flex-start',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
});
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
