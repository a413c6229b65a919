import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ minHeight: 0, height: '100%' });
export const header = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const heading = style({ flex: 1, minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const state = style({ margin: vars.space.md, flex: 1 });
/** The messages' own scroll box: the virtualiser measures against it. */
export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overflowAnchor: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});
export const edge = style({
  margin: 0,
  padding: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
export const list = style({ position: 'relative', listStyle: 'none', margin: 0, padding: 0 });
export const item = style({ position: 'absolute', top: 0, left: 0, width: '100%' });
export const composer = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.default}`,
});
export const composerField = style({ flex: 1, minWidth: 0 });
// The box grows with its text up to 120 px, then scrolls (spec: Business constants and limits).
globalStyle(`${composerField} textarea`, { maxHeight: '120px' });
