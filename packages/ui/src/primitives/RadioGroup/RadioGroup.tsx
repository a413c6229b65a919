import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../utils/cx.ts';
import { Inline } from '../Inline/Inline.tsx';
import { indicator, item, label, root } from './RadioGroup.css.ts';

function Root({ className, ...rest }: ComponentPropsWithRef<typeof RadixRadioGroup.Root>) {
  return <RadixRadioGroup.Root {...rest} className={cx(root, className)} />;
}

/** Props of RadioGroup.Item: the radio and its visible label (its children). */
export type RadioGroupItemProps = ComponentPropsWithRef<typeof RadixRadioGroup.Item> & {
  children: ReactNode;
};

function Item({ className, children, id, ...rest }: RadioGroupItemProps) {
  const autoId = useId();
  const itemId = id ?? autoId;
  return (
    <Inline wrap={false}>
      <RadixRadioGroup.Item id={itemId} {...rest} className={cx(item, className)}>
        <RadixRadioGroup.Indicator className={indicator} />
      </RadixRadioGroup.Item>
      <label htmlFor={itemId} className={label}>
        {children}
      </label>
    </Inline>
  );
}

/** One choice among several, in Radix's words: Root and Item. */
export const RadioGroup = { Root, Item };
