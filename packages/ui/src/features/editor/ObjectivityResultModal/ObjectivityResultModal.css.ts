import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

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
