import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'baseline',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
