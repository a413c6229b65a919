import { style } from '@vanilla-extract/css';

export const map = style({ height: 'min(55vh, 440px)' });
