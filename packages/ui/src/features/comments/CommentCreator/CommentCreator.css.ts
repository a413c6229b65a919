import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css.ts';

/** The creator: the text area, the error under it and the actions on the right. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const actions = style({ display: 'flex', gap: vars.space.xs, justifyContent: 'flex-end' });

/** The nudge's place: empty, and taking no room, until the tone looks heated. */
export const nudgeRegion = style({ display: 'contents' });

/** The nudge: its sentence and "Dispensar" on one line when they fit. */
export const nudge = style({ alignItems: 'center' });
