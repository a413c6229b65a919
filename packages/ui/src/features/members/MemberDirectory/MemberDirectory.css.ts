import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';
import { MEMBER_GRID_GAP_PX } from './memberGridLayout.ts';

/** The full-width directory under the header (STYLE.md: the members directory uses the whole width). */
export const root = style({ width: '100%' });
export const heading = style({ marginRight: 'auto' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const search = style({ maxWidth: '480px' });
/** The failed page's notice: as wide as its text and button, not the whole directory. */
export const failure = style({ alignSelf: 'flex-start' });
export const note = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  paddingBlock: vars.space.md,
});

/** Columns of the rendered rows (the count of 220 px columns that fit). */
export const columnsVar = createVar();
/** The virtualised grid: as tall as every row; rows sit at their place inside. */
export const grid = style({ position: 'relative', width: '100%' });
export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  display: 'grid',
  gridTemplateColumns: `repeat(${columnsVar}, minmax(0, 1fr))`,
  gap: `${MEMBER_GRID_GAP_PX}px`,
});
/** One cell: the card fills it, so cards in a row share one height. */
export const cell = style({ minWidth: 0 });
