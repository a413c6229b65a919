import { createVar, keyframes, style } from '@vanilla-extract/css';
import { reducedMotion } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

/** Width and height of one skeleton, set per instance with assignInlineVars. */
export const widthVar = createVar();
export const heightVar = createVar();

/** A placeholder block. */
export const root = style({
  display: 'block',
  width: widthVar,
  height: heightVar,
  background: vars.color.surface.sunken,
  borderRadius: vars.radii.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  selectors: {
    '&[data-shape="circle"]': { borderRadius: vars.radii.full },
    '&[data-animated="false"]': { animation: 'none' },
  },
  '@media': { [reducedMotion]: { animation: 'none' } },
});
