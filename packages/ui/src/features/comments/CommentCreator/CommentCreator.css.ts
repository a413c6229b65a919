import { style } from '@vanilla-extract/css';

/** The nudge's place: empty, and taking no room, until the tone looks heated. */
export const nudgeRegion = style({ display: 'contents' });

/** The nudge: its sentence and "Dispensar" on one line when they fit. */
export const nudge = style({ alignItems: 'center' });
