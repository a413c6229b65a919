import { style } from '@vanilla-extract/css';

/**
 * Square, no padding, on top of the Button recipe. Each rule names the size attribute, so it outweighs
 * the recipe's size classes (which set a padding) whatever order the build puts the two style sheets
 * in: in one Storybook build the recipe came last and squeezed the icons to 10 px.
 */
export const root = style({
  selectors: {
    '&[data-size="sm"]': { padding: 0, width: '28px', minWidth: '28px' },
    '&[data-size="md"]': { padding: 0, width: '36px', minWidth: '36px' },
    '&[data-size="lg"]': { padding: 0, width: '44px', minWidth: '44px' },
  },
});
