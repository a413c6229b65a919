import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';
import { floatingPanel } from '../../../theme/surfaces.css.ts';

export const bellWrap = style({ position: 'relative', display: 'inline-flex' });
/** The red count on the bell (spec: Screens and routes); hidden at zero by not rendering it. */
export const count = style({
  position: 'absolute',
  top: '-2px',
  right: '-2px',
  minWidth: '18px',
  height: '18px',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radii.full,
  background: vars.color.tone.danger.solid,
  color: vars.color.tone.danger.onSolid,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.bold,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});
export const panel = style([
  floatingPanel,
  {
    // Over the Popover primitive's panel: the list runs edge to edge. Doubled class so it wins in any
    // CSS order: the popover's styles come later, with the panel's lazy chunk.
    selectors: { '&&': { padding: 0 } },
    width: '360px',
    maxWidth: 'calc(100vw - 16px)',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    '@media': { [smallScreen]: { width: 'calc(100vw - 16px)' } },
  },
]);
export const panelHead = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '420px',
  overflowY: 'auto',
});
export const center = style({
  padding: vars.space.xl,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
});
export const footer = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  textAlign: 'center',
});
/** The failed load's notice, inside the panel's padding. */
export const failed = style({ margin: vars.space.sm });
/** "Marcar todas como lidas" sits beside the close button. */
export const markAll = style({ marginInlineStart: 'auto', marginInlineEnd: vars.space.xs });
