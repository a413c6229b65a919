import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
