import type { ComponentPropsWithRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { linkButton, text } from '../form.css.ts';

const t = accountsTexts.signup;

/** Props of SignupSuccessStep. */
export type SignupSuccessStepProps = ComponentPropsWithRef<'div'> & {
  /** Back to the login mode (spec: Screens and routes step 4: "with a login button"). */
  onLogin: () => void;
  /** The local mailbox's address, when the server keeps the mails there (no SMTP on this computer). */
  mailboxHref?: string | undefined;
};

/** Signup step 4: the account exists; activation comes by email (spec: Screens and routes). */
export function SignupSuccessStep({ onLogin, mailboxHref, className, ...rest }: SignupSuccessStepProps) {
  return (
    <Stack gap="md" {...rest} className={className}>
      <Callout tone="success" icon="check" role="status">
        <strong>{t.successTitle}</strong>
        <span>{t.successText}</span>
      </Callout>
      {mailboxHref ? (
        <p className={text}>
          {t.mailboxText}{' '}
          <a className={linkButton} href={mailboxHref}>
            {t.mailbox}
          </a>
        </p>
      ) : null}
      <p className={text}>{t.digestNote}</p>
      <Button onClick={onLogin}>{t.toLogin}</Button>
    </Stack>
  );
}
