import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx.ts';
import { Inline } from '../Inline/Inline.tsx';
import { content, item, label, separator } from './DropdownMenu.css.ts';

function Content({
  className,
  sideOffset = 4,
  align = 'end',
  ...rest
}: ComponentPropsWithRef<typeof RadixDropdownMenu.Content>) {
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content
        sideOffset={sideOffset}
        align={align}
        {...rest}
        className={cx(content, className)}
      />
    </RadixDropdownMenu.Portal>
  );
}

function Item({ className, ...rest }: ComponentPropsWithRef<typeof RadixDropdownMenu.Item>) {
  return (
    <Inline wrap={false} asChild>
      <RadixDropdownMenu.Item {...rest} className={cx(item, className)} />
    </Inline>
  );
}

function Label({ className, ...rest }: ComponentPropsWithRef<typeof RadixDropdownMenu.Label>) {
  return <RadixDropdownMenu.Label {...rest} className={cx(label, className)} />;
}

function Separator({ className, ...rest }: ComponentPropsWithRef<typeof RadixDropdownMenu.Separator>) {
  return <RadixDropdownMenu.Separator {...rest} className={cx(separator, className)} />;
}

/** A menu of actions, in Radix's words: Root, Trigger, Content, Item, Label, Separator. */
export const DropdownMenu = {
  Root: RadixDropdownMenu.Root,
  Trigger: RadixDropdownMenu.Trigger,
  Content,
  Item,
  Label,
  Separator,
};
