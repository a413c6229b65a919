import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ minHeight: 0, height: '100%' });
export const header = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const body = style({
  padding: vars.space.md,
  overflowY: 'auto',
  flex: 1,
});
export const error = style({ margin: 0, color: vars.color.tone.danger.onSoft, fontSize: vars.fontSize.sm });
export const grow = style({ flex: 1, minWidth: 0 });
export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
