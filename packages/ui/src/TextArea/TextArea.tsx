import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ComponentPropsWithRef, useId } from 'react';
import {
  control,
  error as errorClass,
  field,
  hint as hintClass,
  label as labelClass,
} from '../theme/field.css.ts';
import { cx } from '../utils/cx.ts';
import { maxRowsVar, minRowsVar, root } from './TextArea.css.ts';

/** Props of TextArea. */
export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  /** Visible label; pass `labelHidden` to keep it for screen readers only. */
  label: string;
  labelHidden?: boolean;
  hint?: string;
  error?: string | null;
  /** Fewest rows shown. */
  minRows?: number;
  /** Rows before it scrolls. */
  maxRows?: number;
};

/** A labelled multi-line input that grows between `minRows` and `maxRows`. */
export function TextArea({
  label,
  labelHidden = false,
  hint,
  error,
  minRows = 3,
  maxRows = 8,
  id,
  className,
  style,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx(field, className)}>
      {labelHidden ? null : (
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
      )}
      <textarea
        id={inputId}
        rows={minRows}
        aria-label={labelHidden ? label : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...rest}
        style={{
          ...style,
          ...assignInlineVars({ [minRowsVar]: String(minRows), [maxRowsVar]: String(maxRows) }),
        }}
        className={cx(control, root)}
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
