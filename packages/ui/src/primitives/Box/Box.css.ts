import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { scales } from '../../theme/scales.ts';

type Space = keyof typeof scales.space;
const spaces = Object.keys(scales.space) as Space[];
const each = <K extends string>(property: K) =>
  Object.fromEntries(spaces.map((space) => [space, { [property]: vars.space[space] }])) as Record<
    Space,
    Record<K, string>
  >;

/** A block with the theme's spacing inside it (padding), all round or per axis. */
export const box = recipe({
  base: { minWidth: 0 },
  variants: {
    padding: each('padding'),
    paddingX: each('paddingInline'),
    paddingY: each('paddingBlock'),
  },
});
