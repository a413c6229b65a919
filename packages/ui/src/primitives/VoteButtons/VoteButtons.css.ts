import { style } from '@vanilla-extract/css';

/** A vote count, in figures of one width so the buttons keep their size as it changes. */
export const count = style({ fontVariantNumeric: 'tabular-nums' });
