import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

/** The whole page: the brand above a centred card. */
export const root = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface.page,
  color: vars.color.text.default,
  '@media': { [smallScreen]: { justifyContent: 'flex-start', padding: vars.space.md } },
});
/** The product name and tagline. */
export const brand = style({ textAlign: 'center' });
/** The product name. */
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.tone.primary.onSoft,
});
/** The line under the name. */
export const tagline = style({ margin: 0, color: vars.color.text.muted, fontSize: vars.fontSize.sm });
/** The card holding the form. */
export const panel = style({ width: 'min(100%, 440px)' });
/** The card's title. */
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
