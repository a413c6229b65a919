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
  minHeight: `calc(${minRowsVar} * 1lh + 2 * ${vars.space.xs} + 2px)`,
  maxHeight: `calc(${maxRowsVar} * 1lh + 2 * ${vars.space.xs} + 2px)`,
  overflowY: 'auto',
} as Parameters<typeof style>[0]);
