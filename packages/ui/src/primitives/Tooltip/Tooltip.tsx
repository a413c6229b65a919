import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { content } from './Tooltip.css.ts';

function Content({ className, sideOffset = 4, ...rest }: ComponentPropsWithRef<typeof RadixTooltip.Content>) {
  return (
    <RadixTooltip.Portal>
      <RadixTooltip.Content sideOffset={sideOffset} {...rest} className={cx(content, className)} />
    </RadixTooltip.Portal>
  );
}

/** A hint on hover and focus, in Radix's words: Provider, Root, Trigger, Content. */
export const Tooltip = {
  Provider: RadixTooltip.Provider,
  Root: RadixTooltip.Root,
  Trigger: RadixTooltip.Trigger,
  Content,
};
