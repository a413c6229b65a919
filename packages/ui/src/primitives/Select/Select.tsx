import { Select as RadixSelect } from 'radix-ui';
import { type ComponentPropsWithRef, useId } from 'react';
import { control, field, label as labelClass } from '../../theme/field.css.ts';
import { cx } from '../../utils/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { content, item, trigger, viewport } from './Select.css.ts';

/** Props of Select.Root: Radix's root plus the field's visible label and placeholder. */
export type SelectRootProps = ComponentPropsWithRef<typeof RadixSelect.Root> & {
  label: string;
  placeholder?: string;
  className?: string;
};

function Root({ label, placeholder, className, children, ...rest }: SelectRootProps) {
  const id = useId();
  return (
    <Stack gap="xs" className={cx(field, className)}>
      <span id={`${id}-label`} className={labelClass}>
        {label}
      </span>
      <RadixSelect.Root {...rest}>
        <RadixSelect.Trigger aria-labelledby={`${id}-label`} className={cx(control, trigger)}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <Icon name="arrowDown" size={14} />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content position="popper" sideOffset={4} className={content}>
            <RadixSelect.Viewport className={viewport}>{children}</RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Stack>
  );
}

function Item({ className, children, ...rest }: ComponentPropsWithRef<typeof RadixSelect.Item>) {
  return (
    <Inline justify="between" wrap={false} asChild>
      <RadixSelect.Item {...rest} className={cx(item, className)}>
        <RadixSelect.ItemText>{children}</RadixSelect.ItemText>
        <RadixSelect.ItemIndicator>
          <Icon name="check" size={14} />
        </RadixSelect.ItemIndicator>
      </RadixSelect.Item>
    </Inline>
  );
}

/** A labelled choice from a list, in Radix's words: Root and Item. */
export const Select = { Root, Item };
