import type { FieldErrors, SignupForm } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type FormEvent, useRef } from 'react';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { accountsTexts } from '../accounts.texts.ts';
import { FormAlert } from '../FormAlert.tsx';
import { pair } from '../form.css.ts';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid.ts';

const t = accountsTexts.signup;

/** What the resident types in step 3 (spec: Validation rules: every field but the organisation code is required). */
export type SignupPersonalValues = SignupForm & { orgCode: string };

/** Props of SignupPersonalStep: controlled values, so going back to step 2 keeps them. */
export type SignupPersonalStepProps = Omit<ComponentPropsWithRef<'form'>, 'onChange' | 'onSubmit'> & {
  values: SignupPersonalValues;
  onChange: (input: { field: keyof SignupPersonalValues; value: string }) => void;
  /** Submits; the caller validates (spec: Validation rules) and creates the account. */
  onCreate: () => void;
  /** Back to the area confirmation (spec: States and transitions: 3 back to 2). */
  onBack: () => void;
  /** The invite code from the URL, shown read-only (spec: Validation rules). */
  inviteCode?: string | undefined;
  isLoading?: boolean;
  /** A signup error no field owns (spec: Error catalogue: an invalid invite code), above the fields. */
  errorText?: string | null;
  /** What is wrong with each field (spec: Validation rules, the server's refusals), under it; focus goes to the first. */
  fieldErrors?: FieldErrors<keyof SignupForm>;
};

const fields: readonly {
  field: keyof SignupPersonalValues;
  label: string;
  type: string;
  autoComplete: string;
}[] = [
  { field: 'firstName', label: t.firstName, type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: t.lastName, type: 'text', autoComplete: 'family-name' },
  { field: 'username', label: t.username, type: 'text', autoComplete: 'username' },
  { field: 'email', label: t.email, type: 'email', autoComplete: 'email' },
  { field: 'password', label: t.password, type: 'password', autoComplete: 'new-password' },
  { field: 'passwordConfirm', label: t.passwordConfirm, type: 'password', autoComplete: 'new-password' },
];

/** Signup step 3: personal data (spec: Screens and routes, Validation rules). */
export function SignupPersonalStep({
  values,
  onChange,
  onCreate,
  onBack,
  inviteCode,
  isLoading = false,
  errorText,
  fieldErrors,
  className,
  ...rest
}: SignupPersonalStepProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fieldErrors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCreate();
  };
  const input = (spec: (typeof fields)[number]) => (
    <TextField
      key={spec.field}
      label={spec.label}
      name={spec.field}
      type={spec.type}
      autoComplete={spec.autoComplete}
      errorText={spec.field === 'orgCode' ? undefined : fieldErrors?.[spec.field]}
      value={values[spec.field]}
      onChange={(event) => onChange({ field: spec.field, value: event.target.value })}
    />
  );
  return (
    <Stack gap="md" asChild>
      <form
        noValidate
        aria-label={t.steps.personal}
        ref={formRef}
        {...rest}
        onSubmit={submit}
        className={className}
      >
        <FormAlert message={errorText} />
        <div className={pair}>{fields.slice(0, 2).map(input)}</div>
        {fields.slice(2, 4).map(input)}
        <div className={pair}>{fields.slice(4, 6).map(input)}</div>
        <TextField
          label={t.orgCode}
          name="orgCode"
          autoComplete="off"
          value={values.orgCode}
          onChange={(event) => onChange({ field: 'orgCode', value: event.target.value })}
        />
        {inviteCode ? (
          <TextField label={t.inviteCode} hint={t.inviteHint} name="inviteCode" value={inviteCode} readOnly />
        ) : null}
        <Inline justify="between">
          <Button emphasis="ghost" tone="default" onClick={onBack}>
            {t.back}
          </Button>
          <Button type="submit" isLoading={isLoading}>
            {isLoading ? t.submitting : t.submit}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
