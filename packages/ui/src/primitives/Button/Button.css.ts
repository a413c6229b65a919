import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { toned, toneVars } from '../../theme/tone.css.ts';

/** Button recipe: tone comes from `data-tone` (tone helper), emphasis and size from variants. */
export const root = recipe({
  base: [
    toned,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      border: '1px solid transparent',
      borderRadius: vars.radii.md,
      fontWeight: vars.fontWeight.semibold,
      lineHeight: vars.lineHeight.tight,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      textDecoration: 'none',
      transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, filter ${vars.motion.fast}`,
      selectors: {
        '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
        '&[aria-busy="true"]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    emphasis: {
      solid: {
        background: toneVars.solid,
        color: toneVars.onSolid,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.9)' } },
      },
      soft: {
        background: toneVars.soft,
        color: toneVars.onSoft,
        borderColor: toneVars.border,
        selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.96)' } },
      },
      outline: {
        background: 'transparent',
        color: vars.color.text.default,
        borderColor: vars.color.border.strong,
        selectors: { '&:hover:not(:disabled)': { background: toneVars.soft, color: toneVars.onSoft } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text.default,
        selectors: { '&:hover:not(:disabled)': { background: toneVars.soft, color: toneVars.onSoft } },
      },
    },
    size: {
      sm: { minHeight: '28px', padding: `0 ${vars.space.sm}`, fontSize: vars.fontSize.sm },
      md: { minHeight: '36px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      lg: { minHeight: '44px', padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { emphasis: 'solid', size: 'md' },
});
