import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm });
