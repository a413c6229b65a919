import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The whole page, the spinner and its text in the middle. */
export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  background: vars.color.surface.page,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.md,
});
