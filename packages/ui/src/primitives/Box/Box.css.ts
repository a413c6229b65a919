import { recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../../theme/spaceVariants.ts';

/** A block with the theme's spacing inside it (padding), all round or per axis. */
export const box = recipe({
  base: { minWidth: 0 },
  variants: {
    padding: spaceVariants('padding'),
    paddingX: spaceVariants('paddingInline'),
    paddingY: spaceVariants('paddingBlock'),
  },
});
