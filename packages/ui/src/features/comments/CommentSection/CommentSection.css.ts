import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The section under a card: creator, list, paging. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border.default}`,
});
export const list = style({
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const item = style({ listStyle: 'none', minWidth: 0 });
/** "Faça login para comentar", where an anonymous reader would write. */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const state = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const more = style({ alignSelf: 'flex-start' });
