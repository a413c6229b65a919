import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import type { scales } from '../../theme/scales.ts';
import { cx } from '../../utils/cx.ts';
import { stack } from './Stack.css.ts';

/** Props of Stack. */
export type StackProps = ComponentPropsWithRef<'div'> & {
  /** The space between children, from the theme (`sm`: 8px). */
  gap?: keyof typeof scales.space;
  /** How children line up across: stretched (default), at the start, centred or at the end. */
  align?: 'stretch' | 'start' | 'center' | 'end';
  /** Where the children sit down a stack taller than they are (a `minHeight`): none set (the top), or at the start, centred, at the end, spread apart. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Render the child (a `<section>`, a `<ul>`) as the stack. */
  asChild?: boolean;
};

/** Children one under another with the theme's spacing between them: the vertical layout primitive. */
export function Stack({
  gap = 'sm',
  align = 'stretch',
  justify,
  asChild = false,
  className,
  ...rest
}: StackProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp {...rest} className={cx(stack({ gap, align, justify }), className)} />;
}
