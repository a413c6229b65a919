import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });
/** The theme choices: the RadioGroup (already a flex column) with more room and wrapping. */
export const themes = style({ gap: vars.space.lg, flexWrap: 'wrap' });
