import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { content } from './Popover.css.ts';

function Content({ className, sideOffset = 6, ...rest }: ComponentPropsWithRef<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content sideOffset={sideOffset} {...rest} className={cx(content, className)} />
    </RadixPopover.Portal>
  );
}

/** A non-modal panel anchored to a trigger, in Radix's words: Root, Trigger, Anchor, Content, Close. */
export const Popover = {
  Root: RadixPopover.Root,
  Trigger: RadixPopover.Trigger,
  Anchor: RadixPopover.Anchor,
  Content,
  Close: RadixPopover.Close,
};
