import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Row limits of one text area, set per instance (spec: Business constants and limits: posts 3 to 8 rows, comments 3 to 10). */
export const minRowsVar = createVar();
export const maxRowsVar = createVar();

/**
 * The text area grows with its content between the row limits: `field-sizing: content` sizes it to
 * the text, and `lh` (one line height) turns rows into lengths, so no script measures anything.
 */
export const root = style({
  resize: 'none',
  fieldSizing: 'content',
  overflowY: 'auto',
  selectors: {
    // `:is(textarea)` outweighs the field's control class (its 36 px minimum for one-line inputs)
    // whatever order the build puts the two style sheets in: in one Storybook build the control came
    // last and every text area shrank to one line.
    '&:is(textarea)': {
      minHeight: `calc(${minRowsVar} * 1lh + 2 * ${vars.space.xs} + 2px)`,
      maxHeight: `calc(${maxRowsVar} * 1lh + 2 * ${vars.space.xs} + 2px)`,
    },
  },
} as Parameters<typeof style>[0]);
