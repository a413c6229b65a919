import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

/** The header's search form: as wide as the bar allows, up to a field's width. */
export const root = style({ flex: '0 1 320px', minWidth: 0 });
/** The search field of the bar. */
export const input = style({
  width: '100%',
  minHeight: '36px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '1px' },
  },
  '@media': { [smallScreen]: { minHeight: '32px' } },
});
