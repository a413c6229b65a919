import { useId } from 'react';
import { error as errorClass, hint as hintClass } from '../../theme/field.css.ts';

/** The ids tying a control to its hint and error, so both are read with it. */
export type FieldIds = { inputId: string; hintId?: string; errorId?: string; describedBy?: string };

/** Ids of a field's control, hint and error; `id` wins over the generated one. */
export function useFieldIds(id: string | undefined, hint?: string, errorText?: string | null): FieldIds {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = errorText ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** Props of FieldDescription. */
export type FieldDescriptionProps = { ids: FieldIds; hint?: string; errorText?: string | null };

/** The hint and the error under a field, shared by TextField and TextArea. */
export function FieldDescription({ ids, hint, errorText }: FieldDescriptionProps) {
  return (
    <>
      {hint ? (
        <span id={ids.hintId} className={hintClass}>
          {hint}
        </span>
      ) : null}
      {errorText ? (
        <span id={ids.errorId} className={errorClass}>
          {errorText}
        </span>
      ) : null}
    </>
  );
}
