import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The inline editor: the text area over its actions. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
/** Cancel and save, on the right. */
export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });
