import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The section under a card: creator, list, paging. */
export const root = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
});
export const list = style({ margin: 0, padding: 0 });
export const item = style({ listStyle: 'none', minWidth: 0 });
/** "Faça login para comentar", where an anonymous reader would write. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
/** A failed page's notice: its text and retry button on one line when they fit (the Callout is already a row). */
export const failed = style({ alignItems: 'center', flexWrap: 'wrap' });
export const more = style({ alignSelf: 'flex-start' });
