import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The editor slot. */
export const header = style({ selectors: { '&:not(:empty)': { marginBottom: vars.space.md } } });
/**
 * Holds the "N novidades" pill over the cards without taking room in the flow, so its arrival never
 * moves what the reader is reading; it stays in view under the app header (56 px high) while scrolling.
 */
export const pillDock = style({
  position: 'sticky',
  top: `calc(56px + ${vars.space.sm})`,
  zIndex: vars.zIndex.dropdown,
  height: 0,
  display: 'flex',
  justifyContent: 'center',
  overflow: 'visible',
});
/** The virtual list: as tall as all its cards; only those near the viewport are in it. */
export const list = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0 });
/** One card's place, moved to its measured offset; the padding is the gap between cards. */
export const item = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  paddingBottom: vars.space.md,
});
/** The empty state and the error of the first page. */
export const state = style({ marginBottom: vars.space.md });
/** The line under the list: loading more, the end, or a failed page. */
export const footer = style({
  padding: `${vars.space.sm} 0 ${vars.space.lg}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
export const loadingMore = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
/** An error with its retry button: the Callout (already a flex box, 8px gap) as a column. */
export const error = style({ flexDirection: 'column' });
export const errorText = style({ margin: 0 });
