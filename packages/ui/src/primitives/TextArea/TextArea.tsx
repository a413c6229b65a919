import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ComponentPropsWithRef } from 'react';
import { control, field, label as labelClass } from '../../theme/field.css.ts';
import { cx } from '../../utils/cx.ts';
import { Stack } from '../Stack/Stack.tsx';
import { FieldDescription, useFieldIds } from '../TextField/FieldDescription.tsx';
import { maxRowsVar, minRowsVar, root } from './TextArea.css.ts';

/** Props of TextArea. */
export type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  /** Visible label; pass `labelHidden` to keep it for screen readers only. */
  label: string;
  labelHidden?: boolean;
  hint?: string;
  errorText?: string | null;
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
  errorText,
  minRows = 3,
  maxRows = 8,
  id,
  className,
  style,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id, hint, errorText);
  const { inputId } = ids;
  return (
    <Stack gap="xs" className={cx(field, className)}>
      {labelHidden ? null : (
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
      )}
      <textarea
        id={inputId}
        rows={minRows}
        aria-label={labelHidden ? label : undefined}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
        style={{
          ...style,
          ...assignInlineVars({ [minRowsVar]: String(minRows), [maxRowsVar]: String(maxRows) }),
        }}
        className={cx(control, root)}
      />
      <FieldDescription ids={ids} hint={hint} errorText={errorText} />
    </Stack>
  );
}
