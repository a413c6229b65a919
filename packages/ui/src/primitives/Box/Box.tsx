import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import type { scales } from '../../theme/scales.ts';
import { cx } from '../../utils/cx.ts';
import { box } from './Box.css.ts';

type Space = keyof typeof scales.space;

/** Props of Box. */
export type BoxProps = ComponentPropsWithRef<'div'> & {
  /** Space inside, all round, from the theme. */
  padding?: Space;
  /** Space inside at the start and end of the line (left and right). */
  paddingX?: Space;
  /** Space inside above and below. */
  paddingY?: Space;
  /** Render the child (a `<section>`, a `<li>`) as the box. */
  asChild?: boolean;
};

/** A block with the theme's spacing inside it: the padding primitive, beside Stack and Inline. */
export function Box({ padding, paddingX, paddingY, asChild = false, className, ...rest }: BoxProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp {...rest} className={cx(box({ padding, paddingX, paddingY }), className)} />;
}
