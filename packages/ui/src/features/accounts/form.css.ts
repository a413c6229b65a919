import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Shared looks of the account forms, so every step of every screen lines up the same way.

/** Two fields side by side, stacked on small screens by wrapping. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});
/** A plain paragraph of the form. */
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  lineHeight: vars.lineHeight.normal,
});
/** A link-looking button (switching modes). */
export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: vars.color.text.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
/** The heading of a step or screen. */
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
