import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The directory's grid: as many 220 px columns as fit, one on a phone; rows as tall as their tallest card. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
/** One cell: the card inside fills it, so cards in a row share one height. */
export const item = style({ minWidth: 0 });
