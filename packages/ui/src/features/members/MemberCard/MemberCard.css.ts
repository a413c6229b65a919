import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const username = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
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
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
export const points = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.default,
  fontVariantNumeric: 'tabular-nums',
});
