import type { ServiceField, ServiceFieldErrors, ServiceForm as ServiceFormValues } from '@vizinhos/domain';
import { type ComponentPropsWithRef, type FormEvent, useEffect, useId, useRef } from 'react';
import { commonTexts } from '../../../common.texts.ts';
import { Button } from '../../../primitives/Button/Button.tsx';
import { Callout } from '../../../primitives/Callout/Callout.tsx';
import { Card } from '../../../primitives/Card/Card.tsx';
import { Inline } from '../../../primitives/Inline/Inline.tsx';
import { Stack } from '../../../primitives/Stack/Stack.tsx';
import { FieldDescription, useFieldIds } from '../../../primitives/TextField/FieldDescription.tsx';
import { TextField } from '../../../primitives/TextField/TextField.tsx';
import { control, field, label as labelClass } from '../../../theme/field.css.ts';
import { servicesTexts } from '../services.texts.ts';
import * as styles from './ServiceForm.css.ts';

/** Props of ServiceForm. */
export type ServiceFormProps = Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onChange'> & {
  /** What is typed; kept by the caller, so nothing typed is lost on an error. */
  form: ServiceFormValues;
  /** The kinds to choose from (the domain's SERVICE_KINDS). */
  kinds: ReadonlyArray<{ key: string; label: string }>;
  /** The message under each wrong field (the domain's checkServiceForm). */
  fieldErrors?: ServiceFieldErrors;
  /** The field that takes the focus when `fieldErrors` changes (the domain's firstServiceFieldError). */
  firstErrorField?: ServiceField | undefined;
  /** The server's refusal, above the buttons. */
  errorText?: string | undefined;
  mode?: 'create' | 'edit';
  isSaving?: boolean;
  onChange: (input: { form: ServiceFormValues }) => void;
  onSubmit: () => void;
  onCancel: () => void;
};

/** Adds or edits a service: name, kind, phone, address and opening hours, each error under its field. */
export function ServiceForm({
  form,
  kinds,
  fieldErrors = {},
  firstErrorField,
  errorText,
  mode = 'create',
  isSaving = false,
  onChange,
  onSubmit,
  onCancel,
  className,
  ...rest
}: ServiceFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const kindIds = useFieldIds(undefined, undefined, fieldErrors.kind);
  // Opening the form takes the focus to its first field, so the keyboard continues where the eyes go.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  }, []);
  // A refused submit moves the focus to the first wrong field (its message is read with it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each refused submit brings a new `fieldErrors`, and refocuses even when the first wrong field is the same.
  useEffect(() => {
    if (!firstErrorField) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${firstErrorField}"]`)?.focus();
  }, [fieldErrors, firstErrorField]);
  const set = (name: ServiceField) => (event: { currentTarget: { value: string } }) =>
    onChange({ form: { ...form, [name]: event.currentTarget.value } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card asChild>
      <Stack gap="md" asChild>
        <form
          ref={formRef}
          aria-labelledby={titleId}
          noValidate
          {...rest}
          className={className}
          onSubmit={submit}
        >
          <h2 id={titleId} className={styles.title}>
            {mode === 'edit' ? servicesTexts.editTitle : servicesTexts.createTitle}
          </h2>
          <TextField
            name="name"
            label={servicesTexts.name}
            value={form.name}
            errorText={fieldErrors.name}
            required
            autoComplete="off"
            onChange={set('name')}
          />
          <Stack gap="xs" className={field}>
            <label htmlFor={kindIds.inputId} className={labelClass}>
              {servicesTexts.kind}
            </label>
            <select
              id={kindIds.inputId}
              name="kind"
              className={control}
              value={form.kind}
              required
              aria-invalid={fieldErrors.kind ? true : undefined}
              aria-describedby={kindIds.describedBy}
              onChange={set('kind')}
            >
              <option value="">{servicesTexts.chooseKind}</option>
              {kinds.map((kind) => (
                <option key={kind.key} value={kind.key}>
                  {kind.label}
                </option>
              ))}
            </select>
            <FieldDescription ids={kindIds} errorText={fieldErrors.kind} />
          </Stack>
          <TextField
            name="phone"
            type="tel"
            label={servicesTexts.phone}
            hint={servicesTexts.phoneHint}
            value={form.phone}
            errorText={fieldErrors.phone}
            required
            autoComplete="off"
            onChange={set('phone')}
          />
          <TextField
            name="address"
            label={servicesTexts.address}
            value={form.address}
            errorText={fieldErrors.address}
            autoComplete="off"
            onChange={set('address')}
          />
          <TextField
            name="openingHours"
            label={servicesTexts.openingHours}
            hint={servicesTexts.openingHoursHint}
            value={form.openingHours}
            errorText={fieldErrors.openingHours}
            autoComplete="off"
            onChange={set('openingHours')}
          />
          {errorText ? (
            <Callout tone="danger" role="alert">
              {errorText}
            </Callout>
          ) : null}
          <Inline justify="end" align="stretch">
            <Button type="button" emphasis="outline" tone="default" onClick={onCancel}>
              {commonTexts.cancel}
            </Button>
            <Button type="submit" isLoading={isSaving}>
              {mode === 'edit' ? servicesTexts.saveChanges : servicesTexts.save}
            </Button>
          </Inline>
        </form>
      </Stack>
    </Card>
  );
}
