import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border.default}`,
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  padding: vars.space.md,
  overflowY: 'auto',
  flex: 1,
});
export const error = style({ margin: 0, color: vars.color.tone.danger.onSoft, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
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
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const add = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
