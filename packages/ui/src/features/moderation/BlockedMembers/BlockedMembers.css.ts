import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const name = style({ flex: 1, minWidth: 0 });
