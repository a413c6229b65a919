import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { scales } from '../../theme/scales.ts';

type Space = keyof typeof scales.space;
const spaces = Object.keys(scales.space) as Space[];
const gaps = Object.fromEntries(spaces.map((space) => [space, { gap: vars.space[space] }])) as Record<
  Space,
  { gap: string }
>;

/** Children one under another, `gap` apart (the theme's spacing). */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: gaps,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { gap: 'sm', align: 'stretch' },
});
