import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const scoreRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const percentage = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const sectionTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  margin: 0,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
export const markedWord = style({
  background: vars.color.tone.warning.soft,
  color: vars.color.tone.warning.onSoft,
  borderRadius: vars.radii.sm,
  padding: `0 ${vars.space.xxs}`,
  fontWeight: vars.fontWeight.medium,
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
