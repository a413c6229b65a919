import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { toned, toneVars } from '../../theme/tone.css.ts';

/** Badge recipe: tone from `data-tone`, emphasis from the variant. */
export const root = recipe({
  base: [
    toned,
    {
      display: 'inline-flex',
      // Its own width wherever it sits: a column (the profile's head, the map's detail) would stretch it.
      width: 'fit-content',
      alignItems: 'center',
      gap: vars.space.xxs,
      borderRadius: vars.radii.full,
      border: '1px solid transparent',
      padding: `0 ${vars.space.sm}`,
      fontSize: vars.fontSize.xs,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: '20px',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
    },
  ],
  variants: {
    emphasis: {
      soft: { background: toneVars.soft, color: toneVars.onSoft, borderColor: toneVars.border },
      solid: { background: toneVars.solid, color: toneVars.onSolid },
    },
  },
  defaultVariants: { emphasis: 'soft' },
});
