import { recipe } from '@vanilla-extract/recipes';
import { spaceVariants } from '../../theme/spaceVariants.ts';

/** Children side by side, `gap` apart, wrapping to the next line when the row is full. */
export const inline = recipe({
  base: { display: 'flex', flexDirection: 'row' },
  variants: {
    gap: spaceVariants('gap'),
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    wrap: { true: { flexWrap: 'wrap' }, false: { flexWrap: 'nowrap' } },
  },
  defaultVariants: { gap: 'sm', align: 'center', justify: 'start', wrap: true },
});
