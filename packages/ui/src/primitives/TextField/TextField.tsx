import type { ComponentPropsWithRef } from 'react';
import { control, field, label as labelClass } from '../../theme/field.css.ts';
import { cx } from '../../utils/cx.ts';
import { Stack } from '../Stack/Stack.tsx';
import { FieldDescription, useFieldIds } from './FieldDescription.tsx';

/** Props of TextField: an input with its visible label, hint and error. */
export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  hint?: string;
  /** An error text; marks the input invalid and is read with it. */
  errorText?: string | null;
};

/** A labelled single-line input. */
export function TextField({ label, hint, errorText, id, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, hint, errorText);
  const { inputId } = ids;
  return (
    <Stack gap="xs" className={cx(field, className)}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
        className={control}
      />
      <FieldDescription ids={ids} hint={hint} errorText={errorText} />
    </Stack>
  );
}
