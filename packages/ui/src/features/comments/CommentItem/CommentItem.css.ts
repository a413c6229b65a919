import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

/** One comment; `data-level` (0 to 3, from the domain's replyIndent) sets the indent. */
export const root = style({
  minWidth: 0,
  listStyle: 'none',
});
export const body = style({ minWidth: 0 });
export const main = style({ flex: 1, minWidth: 0 });
export const head = style({ fontSize: vars.fontSize.sm });
export const author = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  selectors: { '&[data-deleted="true"]': { color: vars.color.text.muted, fontStyle: 'italic' } },
});
export const replies = style({
  margin: 0,
  padding: 0,
  paddingLeft: vars.space.xl,
  borderLeft: `2px solid ${vars.color.border.default}`,
  marginLeft: vars.space.lg,
  selectors: {
    // spec: Business constants and limits: replies indent up to level 3; deeper ones line up with level 3.
    '&[data-flat="true"]': { paddingLeft: 0, marginLeft: 0, borderLeft: 0 },
  },
  '@media': { [smallScreen]: { paddingLeft: vars.space.sm, marginLeft: vars.space.xs } },
});
