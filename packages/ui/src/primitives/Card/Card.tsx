import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { root } from './Card.css.ts';

/** Props of Card. */
export type CardProps = ComponentPropsWithRef<'div'> & {
  padding?: 'none' | 'md' | 'lg';
  /** Render the child (an `<article>`, say) as the card. */
  asChild?: boolean;
};

/** A surface that groups one thing: a post, a member. */
export function Card({ padding = 'lg', asChild = false, className, ...rest }: CardProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp {...rest} className={cx(root({ padding }), className)} />;
}
