import { type ComponentPropsWithRef, type FormEvent, useEffect, useRef } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextArea } from '../../../primitives/TextArea/TextArea.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { cx } from '../../../utils/cx.ts';
import { profileTexts } from '../profile.texts.ts';
import * as styles from '../StatsCards/StatsCards.css.ts';

/** The editable fields of a profile (spec: Validation rules: username, first_name, last_name, summary). */
export type ProfileFormValues = { username: string; firstName: string; lastName: string; summary: string };
/** A field's error text, by field. */
export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** Props of ProfileEditForm. */
export type ProfileEditFormProps = Omit<
  ComponentPropsWithRef<'form'>,
  'onSubmit' | 'onChange' | 'children'
> & {
  values: ProfileFormValues;
  fieldErrors?: ProfileFormErrors;
  /** The server's refusal ("Erro ao atualizar perfil", a taken username), above the buttons. */
  errorText?: string | undefined;
  isSaving?: boolean;
  /** Longest texts (the domain's ACCOUNT_FIELD_LIMITS). */
  limits: { username: number; name: number; summary: number };
  onChange: (input: { values: ProfileFormValues }) => void;
  onSubmit: (input: { values: ProfileFormValues }) => void;
  onCancel: () => void;
};

const order: ReadonlyArray<keyof ProfileFormValues> = ['username', 'firstName', 'lastName', 'summary'];

/** The owner's profile edit (spec: Profile: view, edit, then save or cancel); what was typed stays on an error. */
export function ProfileEditForm({
  values,
  fieldErrors = {},
  errorText,
  isSaving = false,
  limits,
  onChange,
  onSubmit,
  onCancel,
  className,
  ...rest
}: ProfileEditFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const firstInvalid = order.find((field) => fieldErrors[field]);
  useEffect(() => {
    if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  }, [firstInvalid]);
  const field = (name: keyof ProfileFormValues) => ({
    name,
    value: values[name],
    errorText: fieldErrors[name],
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange({ values: { ...values, [name]: event.currentTarget.value } }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ values });
  };
  return (
    <Stack gap="xs" asChild>
      <form
        ref={formRef}
        aria-label={profileTexts.editForm}
        noValidate
        {...rest}
        className={cx(styles.card, className)}
        onSubmit={submit}
      >
        <TextField
          label={profileTexts.username}
          autoComplete="username"
          maxLength={limits.username}
          {...field('username')}
        />
        <TextField
          label={profileTexts.firstName}
          autoComplete="given-name"
          maxLength={limits.name}
          {...field('firstName')}
        />
        <TextField
          label={profileTexts.lastName}
          autoComplete="family-name"
          maxLength={limits.name}
          {...field('lastName')}
        />
        <TextArea
          label={profileTexts.summary}
          minRows={3}
          maxRows={8}
          maxLength={limits.summary}
          {...field('summary')}
        />
        {errorText ? (
          <Callout tone="danger" role="alert">
            {errorText}
          </Callout>
        ) : null}
        <Inline align="stretch">
          <Button type="submit" isLoading={isSaving}>
            {profileTexts.save}
          </Button>
          <Button type="button" emphasis="ghost" tone="default" disabled={isSaving} onClick={onCancel}>
            {commonTexts.cancel}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
