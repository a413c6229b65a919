import { recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../../theme/spaceVariants.ts';

/** Children one under another, `gap` apart (the theme's spacing). */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: spaceVariants('gap'),
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: 'sm', align: 'stretch' },
});
