import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The creator: the text area, the error under it and the actions on the right. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });
