import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const form = style({ marginTop: vars.space.md });
export const error = style({ margin: 0, color: vars.color.tone.danger.onSoft, fontSize: vars.fontSize.sm });
