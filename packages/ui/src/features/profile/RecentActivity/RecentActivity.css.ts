import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const item = style({
  width: '100%',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border.default}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});
export const meta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
export const title = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const excerpt = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  overflowWrap: 'anywhere',
});
