import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Shared looks of the moderation pieces, so the queue, the appeals, the record and the block list
// line up the same way. Their columns and rows are Stack and Inline.

/** The section's heading. */
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
/** A list without bullets (of lines: the appeals, the record, the block list; of cards: the queue). */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
/** One line of the appeals or the record, ruled off from the next. */
export const line = style({
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
/** A line's sentence. */
export const sentence = style({ margin: 0 });
/** A small, muted line (a time, a reason, an empty list). */
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
