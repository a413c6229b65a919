import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** The mark; its tile and houses follow the primary tone of the current theme. */
export const root = recipe({
  base: { display: 'block', flexShrink: 0 },
  variants: {
    size: {
      sm: { width: '24px', height: '24px' },
      md: { width: '32px', height: '32px' },
      lg: { width: '64px', height: '64px' },
    },
  },
  defaultVariants: { size: 'md' },
});
/** The rounded tile behind the houses. */
export const tile = style({ fill: vars.color.tone.primary.solid });
/** The two houses. */
export const houses = style({ fill: vars.color.tone.primary.onSolid });
