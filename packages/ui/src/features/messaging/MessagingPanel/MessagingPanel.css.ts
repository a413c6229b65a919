import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** A panel docked at the right under the header; on a narrow screen it fills the width. */
export const root = style({
  position: 'fixed',
  top: '64px',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.overlay,
  width: 'min(880px, calc(100vw - 2 * 16px))',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
});
export const header = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  // Focused by script on opening, as a landmark's start, not as a control.
  ':focus': { outline: 'none' },
});
export const columns = style({ flex: 1, minHeight: 0 });
export const list = style({
  width: '320px',
  flexShrink: 0,
  minHeight: 0,
  borderRight: `1px solid ${vars.color.border.default}`,
  '@media': {
    'screen and (max-width: 720px)': {
      width: '100%',
      borderRight: 0,
      selectors: { [`${root}[data-view="detail"] &`]: { display: 'none' } },
    },
  },
});
export const detail = style({ flex: 1, minWidth: 0, minHeight: 0 });
