import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const error = style({ color: vars.color.tone.danger.onSoft, fontSize: vars.fontSize.sm });
export const list = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  maxHeight: '320px',
  overflowY: 'auto',
});
export const item = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.color.text.default,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surface.sunken } },
});
