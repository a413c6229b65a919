import type { FieldErrors } from '@vizinhos/domain';
import { type ComponentPropsWithRef, useRef, useState } from 'react';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { AccountForm } from '../AccountForm/AccountForm.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { FormAlert } from '../FormAlert.tsx';
import { linkButton, text } from '../form.css.ts';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid.ts';

const t = accountsTexts.login;

/** Props of LoginForm. */
export type LoginFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit'> & {
  /** Called with what was typed; the caller validates (spec: Validation rules) and signs in. */
  onLogin: (input: { user: string; password: string }) => void;
  /** Switches to the signup mode. */
  onSignup: () => void;
  /** Switches to the forgot-password mode. */
  onForgotPassword: () => void;
  isLoading?: boolean;
  /** A text of the login error catalogue from the server (spec: Error catalogue), above the fields. */
  errorText?: string | null;
  /** What is wrong with each field (spec: Validation rules), under it; focus goes to the first. */
  fieldErrors?: FieldErrors<'login' | 'password'>;
  /** Shows the "account activated" notice (spec: Screens and routes, registrationSuccess=true). */
  isActivated?: boolean;
  /** What the fields start with (what was typed in the page the server painted), by field name. */
  initialValues?: { user?: string | undefined; password?: string | undefined };
};

/** The login mode of the login screen (spec: Screens and routes). */
export function LoginForm({
  onLogin,
  onSignup,
  onForgotPassword,
  isLoading = false,
  errorText,
  isActivated = false,
  fieldErrors,
  initialValues,
  className,
  ...rest
}: LoginFormProps) {
  const [user, setUser] = useState(initialValues?.user ?? '');
  const [password, setPassword] = useState(initialValues?.password ?? '');
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fieldErrors);
  return (
    <AccountForm
      label={t.title}
      ref={formRef}
      {...rest}
      onSubmit={() => onLogin({ user, password })}
      isLoading={isLoading}
      submitLabel={t.submit}
      submittingLabel={t.submitting}
      footer={
        <Inline justify="between">
          <button type="button" className={linkButton} onClick={onForgotPassword}>
            {t.toForgot}
          </button>
          <span className={text}>
            {t.noAccount}{' '}
            <button type="button" className={linkButton} onClick={onSignup}>
              {t.toSignup}
            </button>
          </span>
        </Inline>
      }
      className={className}
    >
      <FormAlert tone="success" message={isActivated ? t.activated : null} />
      <FormAlert message={errorText} />
      <TextField
        label={t.user}
        name="user"
        autoComplete="username"
        errorText={fieldErrors?.login}
        value={user}
        onChange={(event) => setUser(event.target.value)}
      />
      <TextField
        label={t.password}
        name="password"
        type="password"
        autoComplete="current-password"
        errorText={fieldErrors?.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
    </AccountForm>
  );
}
