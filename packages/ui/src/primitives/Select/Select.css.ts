import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { floatingItem, floatingPanel } from '../../theme/surfaces.css.ts';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  cursor: 'pointer',
  textAlign: 'left',
});
export const content = style([
  floatingPanel,
  { overflow: 'hidden', minWidth: 'var(--radix-select-trigger-width)' },
]);
export const viewport = style({ padding: vars.space.xs });
export const item = style([floatingItem]);
