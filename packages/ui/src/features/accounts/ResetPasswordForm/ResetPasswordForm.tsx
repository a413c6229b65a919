import { type ComponentPropsWithRef, useState } from 'react';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { FormAlert } from '../FormAlert.tsx';

const t = accountsTexts.reset;

/** Props of ResetPasswordForm. */
export type ResetPasswordFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onReset'> & {
  /** Called with both fields; the caller checks match and length (spec: Validation rules) and resets. */
  onReset: (input: { password: string; confirmation: string }) => void;
  isLoading?: boolean;
  /** A text of the reset catalogue (spec: Validation rules, Error catalogue). */
  error?: string | null;
  /** The password was changed: shows the success message (the caller moves on after 2 s). */
  isDone?: boolean;
};

/** The reset-password screen's form: new password and confirmation (spec: Screens and routes). */
export function ResetPasswordForm({
  onReset,
  isLoading = false,
  error,
  isDone = false,
  className,
  ...rest
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return (
    <AccountForm
      label={t.title}
      {...rest}
      onSubmit={() => onReset({ password, confirmation })}
      isLoading={isLoading}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      isSubmitDisabled={isDone}
      className={className}
    >
      <FormAlert message={error} />
      <FormAlert tone="success" message={isDone ? t.success : null} />
      <TextField
        label={t.password}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        disabled={isDone}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t.confirmation}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        disabled={isDone}
        onChange={(event) => setConfirmation(event.target.value)}
      />
    </AccountForm>
  );
}
