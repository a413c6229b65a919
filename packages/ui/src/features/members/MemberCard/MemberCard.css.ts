import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  textAlign: 'center',
  minWidth: 0,
  // In a grid row every card is as tall as the tallest, so the footer below lines up across cards.
  height: '100%',
});
/** A long name wraps to two lines at most, inside the card (the whole name is its `title`). */
export const name = style({
  margin: 0,
  maxWidth: '100%',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
/** The name as a link to the profile: the text colour, underlined on hover and focus. */
export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
});
/** The @username on one line, cut with an ellipsis rather than broken mid-word. */
export const username = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const meta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
/** Date, points and the message button, pushed to the card's foot so they align along a grid row. */
export const footer = style({
  marginTop: 'auto',
  width: '100%',
});
export const points = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});
