import type { FieldErrors } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useRef, useState } from 'react';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { FormAlert } from '../FormAlert.tsx';
import { linkButton } from '../form.css.ts';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid.ts';

const t = accountsTexts.reset;

/** Props of ResetPasswordForm. */
export type ResetPasswordFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onReset'> & {
  /** Called with both fields; the caller checks match and length (spec: Validation rules) and resets. */
  onReset: (input: { password: string; confirmation: string }) => void;
  isLoading?: boolean;
  /** A text of the reset catalogue from the server (spec: Error catalogue), above the fields. */
  errorText?: string | null;
  /** What is wrong with each field (spec: Validation rules), under it; focus goes to the first. */
  fieldErrors?: FieldErrors<'password' | 'confirmation'>;
  /** The way back to the login screen, whatever happens. */
  onBackToLogin?: () => void;
  /** The password was changed: shows the success message (the caller moves on after 2 s). */
  isDone?: boolean;
};

/** The reset-password screen's form: new password and confirmation (spec: Screens and routes). */
export function ResetPasswordForm({
  onReset,
  isLoading = false,
  errorText,
  isDone = false,
  fieldErrors,
  onBackToLogin,
  className,
  ...rest
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fieldErrors);
  return (
    <AccountForm
      label={t.title}
      ref={formRef}
      footer={
        onBackToLogin ? (
          <div>
            <button type="button" className={linkButton} onClick={onBackToLogin}>
              {t.backToLogin}
            </button>
          </div>
        ) : undefined
      }
      {...rest}
      onSubmit={() => onReset({ password, confirmation })}
      isLoading={isLoading}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      isSubmitDisabled={isDone}
      className={className}
    >
      <FormAlert message={errorText} />
      <FormAlert tone="success" message={isDone ? t.success : null} />
      <TextField
        label={t.password}
        name="password"
        type="password"
        autoComplete="new-password"
        errorText={fieldErrors?.password}
        value={password}
        disabled={isDone}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t.confirmation}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        errorText={fieldErrors?.confirmation}
        value={confirmation}
        disabled={isDone}
        onChange={(event) => setConfirmation(event.target.value)}
      />
    </AccountForm>
  );
}
