import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const map = style({ height: 'min(60vh, 420px)' });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const position = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const points = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const term = style({ fontWeight: vars.fontWeight.medium });
export const definition = style({ margin: 0 });
export const option = style({
  fontSize: vars.fontSize.sm,
});
export const checkbox = style({
  marginTop: '3px',
  width: '18px',
  height: '18px',
  accentColor: vars.color.tone.primary.solid,
});
export const optionHint = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
