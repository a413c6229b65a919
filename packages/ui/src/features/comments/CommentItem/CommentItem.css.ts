import { style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

/** One comment; `data-level` (0 to 3, from the domain's replyIndent) sets the indent. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  listStyle: 'none',
});
export const body = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', minWidth: 0 });
export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});
export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
});
export const author = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  selectors: { '&[data-deleted="true"]': { color: vars.color.text.muted, fontStyle: 'italic' } },
});
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexWrap: 'wrap',
});
export const replies = style({
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingLeft: vars.space.xl,
  borderLeft: `2px solid ${vars.color.border.default}`,
  marginLeft: vars.space.lg,
  selectors: {
    // spec: Business constants and limits: replies indent up to level 3; deeper ones line up with level 3.
    '&[data-flat="true"]': { paddingLeft: 0, marginLeft: 0, borderLeft: 0 },
  },
  '@media': { [smallScreen]: { paddingLeft: vars.space.sm, marginLeft: vars.space.xs } },
});
