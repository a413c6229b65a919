import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

/** The bar across the top of the shell. */
export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '56px',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.default}`,
  color: vars.color.text.default,
  '@media': { [smallScreen]: { padding: `${vars.space.xs} ${vars.space.sm}`, gap: vars.space.sm } },
});
/** Logo and name, one button back to the timeline. */
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  background: 'none',
  border: 'none',
  padding: vars.space.xxs,
  borderRadius: vars.radii.md,
  color: vars.color.tone.primary.onSoft,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
/** Pushes the right-hand controls to the end. */
export const spacer = style({ flex: 1 });
/** A control with a count badge on its corner. */
export const counted = style({ position: 'relative', display: 'inline-flex' });
/** The count on a control's corner. */
export const count = style({ position: 'absolute', top: '-4px', right: '-6px', pointerEvents: 'none' });
/** Username and area name; hidden on small screens (spec: Screens and routes). */
export const who = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  lineHeight: vars.lineHeight.tight,
  '@media': { [smallScreen]: { display: 'none' } },
});
/** The username. */
export const whoName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
/** The area name. */
export const whoArea = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
/** The avatar button that opens the account menu. */
export const avatarButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  borderRadius: vars.radii.full,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
/** A menu item with a count at its end. */
export const menuItemRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
});
