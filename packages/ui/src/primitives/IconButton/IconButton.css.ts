import { style } from '@vanilla-extract/css';

/** Square padding on top of the Button recipe. */
export const root = style({
  padding: 0,
  selectors: {
    '&[data-size="sm"]': { width: '28px', minWidth: '28px' },
    '&[data-size="md"]': { width: '36px', minWidth: '36px' },
    '&[data-size="lg"]': { width: '44px', minWidth: '44px' },
  },
});
