import { style } from '@vanilla-extract/css';

export const message = style({ flexBasis: '100%' });
