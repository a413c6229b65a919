import { type ComponentPropsWithRef, useId } from 'react';
import {
  control,
  error as errorClass,
  field,
  hint as hintClass,
  label as labelClass,
} from '../theme/field.css.ts';
import { cx } from '../utils/cx.ts';

/** Props of TextField: an input with its visible label, hint and error. */
export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  hint?: string;
  /** An error text; marks the input invalid and is read with it. */
  error?: string | null;
};

/** A labelled single-line input. */
export function TextField({ label, hint, error, id, className, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx(field, className)}>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
        className={control}
      />
      {hint ? (
        <span id={hintId} className={hintClass}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={errorClass}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
