import type { FieldErrors } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useRef, useState } from 'react';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { FormAlert } from '../FormAlert.tsx';
import { heading, linkButton, text } from '../form.css.ts';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid.ts';

const t = accountsTexts.forgot;

/** Props of ForgotPasswordForm. */
export type ForgotPasswordFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> & {
  /** Called with the typed email; the caller validates (spec: Validation rules) and sends. */
  onSend: (input: { email: string }) => void;
  /** Back to the login mode. */
  onBack: () => void;
  isLoading?: boolean;
  /** A text of the forgot-password catalogue from the server (spec: Error catalogue), above the field. */
  errorText?: string | null;
  /** What is wrong with the email (spec: Validation rules), under it; focus goes there. */
  fieldErrors?: FieldErrors<'email'>;
  /** The mail went out: shows "Email Enviado" instead of the form (spec: Screens and routes). */
  isSent?: boolean;
};

/** The forgot-password mode of the login screen: email entry, then "Email Enviado" (spec: Screens and routes). */
export function ForgotPasswordForm({
  onSend,
  onBack,
  isLoading = false,
  errorText,
  isSent = false,
  fieldErrors,
  className,
  ...rest
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fieldErrors);
  const back = (
    <button type="button" className={linkButton} onClick={onBack}>
      {t.back}
    </button>
  );
  if (isSent) {
    return (
      <Stack gap="md" role="status" className={className}>
        <h3 className={heading}>{t.emailSent}</h3>
        <p className={text}>{t.sentText}</p>
        <div>{back}</div>
      </Stack>
    );
  }
  return (
    <AccountForm
      label={t.title}
      ref={formRef}
      {...rest}
      onSubmit={() => onSend({ email })}
      isLoading={isLoading}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      footer={<div>{back}</div>}
      className={className}
    >
      <p className={text}>{t.intro}</p>
      <FormAlert message={errorText} />
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        errorText={fieldErrors?.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
    </AccountForm>
  );
}
