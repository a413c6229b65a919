import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// Shared looks of form fields (TextField, TextArea, Select), so they line up in one form.

/** A field's column (label, control, hint): laid out by a Stack, `xs` apart. */
export const field = style({ minWidth: 0 });
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.default,
});
export const control = style({
  width: '100%',
  minHeight: '36px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[aria-invalid="true"]': { borderColor: vars.color.tone.danger.solid },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.tone.danger.onSoft,
  fontWeight: vars.fontWeight.medium,
});
