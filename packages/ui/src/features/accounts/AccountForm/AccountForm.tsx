import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';

/** Props of AccountForm: the fields as children, the submit button's texts and what follows it. */
export type AccountFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> & {
  /** The form's accessible name: the screen's title. */
  label: string;
  /** Called on submit (Enter or the button); the page never reloads. */
  onSubmit: () => void;
  /** Sending: the button is busy and shows `submittingLabel`. */
  isLoading?: boolean;
  submitLabel: string;
  submittingLabel: string;
  /** Locks the button once the form is done. */
  isSubmitDisabled?: boolean;
  /** What comes after the button: links to the other modes. */
  footer?: ReactNode;
};

/** The shared frame of the account forms: fields, validated by the caller, then one submit button (spec: Screens and routes). */
export function AccountForm({
  label,
  onSubmit,
  isLoading = false,
  submitLabel,
  submittingLabel,
  isSubmitDisabled,
  footer,
  children,
  className,
  ...rest
}: AccountFormProps) {
  const submit = (event: FormEvent) => {
    // The caller validates (spec: Validation rules), so the browser neither checks the fields nor reloads.
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack gap="md" asChild>
      <form noValidate aria-label={label} {...rest} onSubmit={submit} className={className}>
        {children}
        <Button type="submit" isLoading={isLoading} disabled={isSubmitDisabled}>
          {isLoading ? submittingLabel : submitLabel}
        </Button>
        {footer}
      </form>
    </Stack>
  );
}
