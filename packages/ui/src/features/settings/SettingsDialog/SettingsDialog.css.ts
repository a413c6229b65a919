import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
export const themes = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });
