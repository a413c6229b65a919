import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const canvas = style({
  display: 'block',
  width: '100%',
  maxWidth: '520px',
  height: 'auto',
  aspectRatio: '520 / 320',
  margin: '0 auto',
  borderRadius: vars.radii.sm,
  background: vars.color.surface.sunken,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&[data-dragging="true"]': { cursor: 'grabbing' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
  },
});
export const empty = style({
  minHeight: '12rem',
  border: `2px dashed ${vars.color.border.strong}`,
  borderRadius: vars.radii.md,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  padding: vars.space.md,
});
export const slider = style({ flex: 1, accentColor: vars.color.tone.primary.solid });
export const zoomValue = style({ minWidth: '3.5em', textAlign: 'right', fontSize: vars.fontSize.sm });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.tone.danger.onSoft,
  fontWeight: vars.fontWeight.medium,
});
export const fileInput = style({ display: 'none' });
