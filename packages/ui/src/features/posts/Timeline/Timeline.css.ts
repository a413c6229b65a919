import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/**
 * The timeline column: the editor slot, the notices, the list and its footer. No flex gap: the
 * empty live regions and the pill's dock take no room, so each part spaces itself.
 */
export const root = style({ display: 'flex', flexDirection: 'column' });
/** The part above the list whose height can change (its offset on the page is re-read then). */
export const above = style({ display: 'flex', flexDirection: 'column' });
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
/** The loading skeletons. */
export const skeletons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** The empty state and the error of the first page. */
export const state = style({ marginBottom: vars.space.md });
/** The line under the list: loading more, the end, or a failed page. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0 ${vars.space.lg}`,
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
export const loadingMore = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
/** An error with its retry button. */
export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
export const errorText = style({ margin: 0 });
