import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const name = style({ flex: 1, minWidth: 0 });
