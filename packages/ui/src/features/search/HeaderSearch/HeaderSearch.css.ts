import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

/**
 * The header's search: as wide as the bar allows, up to a field's width. Phones have no room for it
 * beside the bar's other controls (360 px wide ones would overflow): there Busca is the drawer's
 * entry (the sidebar's), and the page has its own field.
 */
export const root = style({
  position: 'relative',
  flex: '0 1 320px',
  minWidth: 0,
  '@media': { [smallScreen]: { display: 'none' } },
});
/** The magnifier at the field's start. */
export const icon = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.text.muted,
  pointerEvents: 'none',
  zIndex: 1,
});
/** The search field of the bar. */
export const input = style({
  width: '100%',
  minHeight: '36px',
  padding: `${vars.space.xxs} ${vars.space.sm} ${vars.space.xxs} 32px`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
});
