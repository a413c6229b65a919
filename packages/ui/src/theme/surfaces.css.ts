import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

// Shared looks of floating layers (menus, popovers, dialogs), so every overlay feels the same.

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(4px)' },
  to: { opacity: 1, transform: 'none' },
});

/** A menu, popover or tooltip panel. */
export const floatingPanel = style({
  background: vars.color.surface.overlay,
  color: vars.color.text.default,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.dropdown,
  animation: `${rise} ${vars.motion.fast} ${vars.motion.easing}`,
});

/** One choice inside a floating panel (a menu item, a select option), laid out by an Inline; Radix marks the focused one. */
export const floatingItem = style({
  minHeight: '32px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': {
      background: vars.color.tone.primary.soft,
      color: vars.color.tone.primary.onSoft,
    },
  },
});

/** The dimmed page behind a modal. */
export const backdrop = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.backdrop,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

/** A centred modal box. */
export const modal = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(calc(100vw - 32px), var(--vz-modal-width, 480px))',
  maxHeight: 'calc(100vh - 32px)',
  overflow: 'auto',
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xl,
  zIndex: vars.zIndex.modal,
  // Laid out as a column, `md` apart, by a Stack around the Radix content (Dialog, AlertDialog).
});

/** A modal's heading. */
export const modalTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
/** A modal's descriptive paragraph. */
export const modalDescription = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});
