import type { PasswordChangeForm as PasswordChangeValues } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type FormEvent, useId } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import * as styles from '../SettingsDialog/SettingsDialog.css.ts';
import { settingsTexts } from '../settings.texts.ts';

/** Props of PasswordChangeForm. */
export type PasswordChangeFormProps = Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'onChange' | 'children'
> & {
  values: PasswordChangeValues;
  /** The check's or the server's refusal (the domain's checkPasswordChange, errors.ts). */
  errorText?: string | undefined;
  /** "Senha alterada. ..." after a success. */
  doneText?: string | undefined;
  isSaving?: boolean;
  onChange: (input: { values: PasswordChangeValues }) => void;
  onSubmit: (input: { values: PasswordChangeValues }) => void;
};

/** Change password: the current one, the new one twice; what was typed stays on an error. */
export function PasswordChangeForm({
  values,
  errorText,
  doneText,
  isSaving = false,
  onChange,
  onSubmit,
  className,
  ...rest
}: PasswordChangeFormProps) {
  const headingId = useId();
  const set = (key: keyof PasswordChangeValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ values: { ...values, [key]: event.currentTarget.value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ values });
  };
  return (
    <Stack asChild>
      <form aria-labelledby={headingId} noValidate {...rest} className={className} onSubmit={submit}>
        <h3 id={headingId} className={styles.heading}>
          {settingsTexts.password}
        </h3>
        <TextField
          type="password"
          label={settingsTexts.currentPassword}
          autoComplete="current-password"
          value={values.current}
          onChange={set('current')}
        />
        <TextField
          type="password"
          label={settingsTexts.newPassword}
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
        />
        <TextField
          type="password"
          label={settingsTexts.confirmation}
          autoComplete="new-password"
          value={values.confirmation}
          onChange={set('confirmation')}
        />
        {errorText ? (
          <Callout tone="danger" role="alert">
            {errorText}
          </Callout>
        ) : null}
        <p role="status" className={styles.note}>
          {doneText}
        </p>
        <div>
          <Button type="submit" emphasis="soft" isLoading={isSaving}>
            {settingsTexts.changePassword}
          </Button>
        </div>
      </form>
    </Stack>
  );
}
