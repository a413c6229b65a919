import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Shared looks of the moderation pieces, so the queue, the appeals, the record and the block list
// line up the same way.

/** A titled section of the moderation screen (the queue, the appeals, the record). */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** The section's heading. */
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });
const bareList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
} as const;
/** A list without bullets, of lines (the appeals, the record, the block list). */
export const list = style({ ...bareList, gap: vars.space.sm });
/** A list without bullets, of cards (the queue). */
export const cardList = style({ ...bareList, gap: vars.space.md });
/** One line of the appeals or the record, ruled off from the next. */
export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
/** A line's sentence. */
export const sentence = style({ margin: 0 });
/** A small, muted line (a time, a reason, an empty list). */
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
/** A row of buttons that wraps. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
