import { createVar, keyframes, style } from '@vanilla-extract/css';
import { smallScreen } from '../../../theme/breakpoints.ts';
import { vars } from '../../../theme/contract.css.ts';

/** How long the highlight lasts (the domain's 2 s, spec: States and transitions), set on the card. */
export const highlightDurationVar = createVar();

const fadeHighlight = keyframes({
  from: {
    boxShadow: `0 0 0 3px ${vars.color.tone.warning.border}`,
    background: vars.color.surface.highlight,
  },
  to: { boxShadow: vars.shadow.sm, background: vars.color.surface.raised },
});

/** The card; `data-highlighted` plays the 2-second highlight once. */
export const root = style({
  selectors: {
    '&[data-highlighted="true"]': { animation: `${fadeHighlight} ${highlightDurationVar} ease-out 1` },
  },
  '@media': { [smallScreen]: { borderRadius: 0, borderLeftWidth: 0, borderRightWidth: 0 } },
});
export const header = style({ minWidth: 0 });
export const byline = style({ minWidth: 0, flex: 1 });
export const author = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const text = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
export const image = style({
  width: '100%',
  // With the width and height attributes: the box's ratio before the image loads (no layout shift).
  height: 'auto',
  maxHeight: '360px',
  objectFit: 'cover',
  borderRadius: vars.radii.md,
  background: vars.color.surface.sunken,
});
export const footer = style({
  borderTop: `1px solid ${vars.color.border.default}`,
  paddingTop: vars.space.sm,
});
export const spacer = style({ flex: 1 });
export const count = style({ fontVariantNumeric: 'tabular-nums' });
export const ownReport = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
});

/** The hidden-post notice: the Callout (already a flex box, 8px gap, items at the start) as a column. */
export const notice = style({ flexDirection: 'column' });
