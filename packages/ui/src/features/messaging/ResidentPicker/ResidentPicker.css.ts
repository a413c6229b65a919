import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radii.full,
  background: vars.color.tone.primary.soft,
  color: vars.color.tone.primary.onSoft,
  fontSize: vars.fontSize.sm,
});
export const status = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text.muted,
  minHeight: '1lh',
} as Parameters<typeof style>[0]);
export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '240px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radii.md,
});
export const result = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text.default,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface.sunken } },
});
