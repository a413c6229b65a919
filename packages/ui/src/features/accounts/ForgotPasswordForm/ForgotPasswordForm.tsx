import { type ComponentPropsWithRef, useState } from 'react';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { cx } from '../../../utils/cx.ts';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { FormAlert } from '../FormAlert.tsx';
import { form, heading, linkButton, text } from '../form.css.ts';

const t = accountsTexts.forgot;

/** Props of ForgotPasswordForm. */
export type ForgotPasswordFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> & {
  /** Called with the typed email; the caller validates (spec: Validation rules) and sends. */
  onSend: (input: { email: string }) => void;
  /** Back to the login mode. */
  onBack: () => void;
  isLoading?: boolean;
  /** A text of the forgot-password catalogue (spec: Validation rules, Error catalogue). */
  error?: string | null;
  /** The mail went out: shows "Email Enviado" instead of the form (spec: Screens and routes). */
  isSent?: boolean;
};

/** The forgot-password mode of the login screen: email entry, then "Email Enviado" (spec: Screens and routes). */
export function ForgotPasswordForm({
  onSend,
  onBack,
  isLoading = false,
  error,
  isSent = false,
  className,
  ...rest
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const back = (
    <button type="button" className={linkButton} onClick={onBack}>
      {t.back}
    </button>
  );
  if (isSent) {
    return (
      <div role="status" className={cx(form, className)}>
        <h3 className={heading}>{t.emailSent}</h3>
        <p className={text}>{t.sentText}</p>
        <div>{back}</div>
      </div>
    );
  }
  return (
    <AccountForm
      label={t.title}
      {...rest}
      onSubmit={() => onSend({ email })}
      isLoading={isLoading}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      footer={<div>{back}</div>}
      className={className}
    >
      <p className={text}>{t.intro}</p>
      <FormAlert message={error} />
      <TextField
        label={t.email}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
    </AccountForm>
  );
}
