import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The whole page, the spinner and its text in the middle. */
export const root = style({
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.md,
});
