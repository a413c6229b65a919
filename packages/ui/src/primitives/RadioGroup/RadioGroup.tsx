import {
  type ComponentPropsWithRef,
  createContext,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { cx } from '../../utils/cx.ts';
import { Inline } from '../Inline/Inline.tsx';
import { indicator, item, label, root } from './RadioGroup.css.ts';
import { control, dot, input } from './RadioInput.css.ts';

/** The group's choice as its items read it. */
type Choice = {
  name: string;
  value: string | undefined;
  isDisabled: boolean;
  isRequired: boolean;
  choose: (value: string) => void;
};

const ChoiceContext = createContext<Choice | undefined>(undefined);

/** Props of RadioGroup.Root: Radix's words (value, defaultValue, onValueChange, name, disabled, required). */
type RadioGroupRootProps = Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'onChange'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  disabled?: boolean;
  required?: boolean;
};

function Root({
  value,
  defaultValue,
  onValueChange,
  name,
  disabled = false,
  required = false,
  className,
  children,
  ...rest
}: RadioGroupRootProps) {
  const autoName = useId();
  const [chosen, setChosen] = useState(defaultValue);
  const choice: Choice = {
    name: name ?? autoName,
    value: value ?? chosen,
    isDisabled: disabled,
    isRequired: required,
    choose: (next) => {
      setChosen(next);
      onValueChange?.(next);
    },
  };
  return (
    <div
      role="radiogroup"
      aria-required={required || undefined}
      data-disabled={disabled ? '' : undefined}
      {...rest}
      className={cx(root, className)}
    >
      <ChoiceContext value={choice}>{children}</ChoiceContext>
    </div>
  );
}

/** Props of RadioGroup.Item: the radio and its visible label (its children). */
export type RadioGroupItemProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'children'> & {
  value: string;
  children: ReactNode;
};

function Item({ value, className, children, id, disabled, ...rest }: RadioGroupItemProps) {
  const choice = useContext(ChoiceContext);
  const autoId = useId();
  const itemId = id ?? autoId;
  const isChecked = choice?.value === value;
  return (
    <Inline wrap={false}>
      <span className={control}>
        <input
          type="radio"
          id={itemId}
          name={choice?.name}
          value={value}
          checked={isChecked}
          required={choice?.isRequired}
          disabled={disabled || choice?.isDisabled}
          data-state={isChecked ? 'checked' : 'unchecked'}
          onChange={() => choice?.choose(value)}
          {...rest}
          className={cx(item, input, className)}
        />
        {isChecked ? <span className={cx(indicator, dot)} aria-hidden="true" /> : null}
      </span>
      <label htmlFor={itemId} className={label}>
        {children}
      </label>
    </Inline>
  );
}

/**
 * One choice among several: the browser's own radios (arrow keys, one tab stop, the label), drawn as
 * the design system's, in Radix's words (Root with value and onValueChange, Item). Native rather than
 * Radix's: the timeline's polls show it on the first screen (only what the view uses).
 */
export const RadioGroup = { Root, Item };
