import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';
import { toned, toneVars } from '../../theme/tone.css.ts';

/** Where toasts stack: bottom right, full width on phones. */
export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  padding: vars.space.lg,
  width: '380px',
  maxWidth: '100vw',
  margin: 0,
  listStyle: 'none',
  zIndex: vars.zIndex.toast,
  outline: 'none',
  '@media': { [smallScreen]: { width: '100vw' } },
});

/** One toast: toned like Badge and Button. */
export const root = style([
  toned,
  {
    padding: vars.space.md,
    borderRadius: vars.radii.md,
    background: vars.color.surface.overlay,
    color: vars.color.text.default,
    border: `1px solid ${toneVars.border}`,
    borderLeft: `4px solid ${toneVars.solid}`,
    boxShadow: vars.shadow.lg,
  },
]);
export const body = style({ flex: 1, minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });
