import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import type { scales } from '../../theme/scales.ts';
import { cx } from '../../utils/cx.ts';
import { inline } from './Inline.css.ts';

/** Props of Inline. */
export type InlineProps = ComponentPropsWithRef<'div'> & {
  /** The space between children, from the theme (`sm`: 8px). */
  gap?: keyof typeof scales.space;
  /** How children line up vertically: centred (default), at the top, the bottom, stretched, or on the text's baseline. */
  align?: 'stretch' | 'start' | 'center' | 'end' | 'baseline';
  /** Where the row's children sit along it: at the start (default), centred, at the end, or spread apart. */
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Whether a full row wraps to the next line (default) or stays on one. */
  wrap?: boolean;
  /** Render the child (a `<ul>`, a `<footer>`) as the row. */
  asChild?: boolean;
};

/** Children side by side with the theme's spacing between them: the horizontal layout primitive. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  asChild = false,
  className,
  ...rest
}: InlineProps) {
  const Comp = asChild ? Slot.Root : 'div';
  return <Comp {...rest} className={cx(inline({ gap, align, justify, wrap }), className)} />;
}
