import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { floatingItem, floatingPanel } from '../../theme/surfaces.css.ts';

/** The menu panel. */
export const content = style([floatingPanel, { minWidth: '180px', padding: vars.space.xs }]);
/** One menu item; Radix marks the focused one with `data-highlighted`. */
export const item = style([
  floatingItem,
  { selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } } },
]);
export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border.default,
});
