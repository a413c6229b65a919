// Recipe variants naming each step of the space scale, for the layout primitives (Stack, Inline, Box).
import { vars } from './contract.css.ts';
import { scales } from './scales.ts';

type Space = keyof typeof scales.space;

/** `{ none: { [property]: 0 }, xxs: ..., xxl: ... }`: one variant per space step, setting `property`. */
export function spaceVariants<K extends string>(property: K): Record<Space, Record<K, string>> {
  const spaces = Object.keys(scales.space) as Space[];
  return Object.fromEntries(spaces.map((space) => [space, { [property]: vars.space[space] }])) as Record<
    Space,
    Record<K, string>
  >;
}
