import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The event's band inside a post card: its date and the calendar menu. */
export const root = style({
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.color.tone.warning.soft,
  color: vars.color.tone.warning.onSoft,
  fontSize: vars.fontSize.sm,
});
export const date = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.semibold,
});
