import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** A raised surface with a border. */
export const root = recipe({
  base: {
    background: vars.color.surface.raised,
    color: vars.color.text.default,
    border: `1px solid ${vars.color.border.default}`,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadow.sm,
    minWidth: 0,
  },
  variants: {
    padding: { none: { padding: 0 }, md: { padding: vars.space.md }, lg: { padding: vars.space.lg } },
  },
  defaultVariants: { padding: 'lg' },
});
