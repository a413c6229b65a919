import {
  canEditService,
  checkServiceForm,
  EMPTY_SERVICE_FORM,
  filterServices,
  firstServiceFieldError,
  isServiceFilterActive,
  isServiceKind,
  NATIONAL_SERVICE_NUMBERS,
  SERVICE_KINDS,
  type Service,
  type ServiceFieldErrors,
  type ServiceForm as ServiceFormValues,
  serviceFormOf,
  serviceKindLabel,
} from '@vizinhos/domain';
import { useState } from 'react';
import { ServiceForm } from '../ServiceForm/ServiceForm.tsx';
import { ServiceDirectory } from './ServiceDirectory.tsx';

/** Args of the story harness: the directory's data and where the story starts. */
export type ServiceDirectoryStoryProps = {
  services: readonly Service[];
  currentUserId?: string;
  status?: 'loading' | 'error' | 'ready';
  errorText?: string;
  initialFilter?: { kind: string; query: string };
  /** Opens the form at once: empty, or on the service of this id. */
  openForm?: 'create' | string;
  /** The form as typed when it opens, checked at once (each error story). */
  initialForm?: ServiceFormValues;
  formError?: string;
  onSave?: (input: { form: ServiceFormValues }) => void;
  onDelete?: (input: { service: Service }) => void;
  onRetry?: () => void;
  onClose?: () => void;
};

/** The directory with its form, the props computed with the domain's rules as the app does. */
export function ServiceDirectoryStory({
  services,
  currentUserId,
  status = 'ready',
  errorText,
  initialFilter = { kind: 'all', query: '' },
  openForm,
  initialForm,
  formError,
  onSave,
  onDelete,
  onRetry = () => {},
  onClose,
}: ServiceDirectoryStoryProps) {
  const editing = services.find((service) => service.id === openForm);
  const [filter, setFilter] = useState(initialFilter);
  const [mode, setMode] = useState<'closed' | 'create' | 'edit'>(
    openForm === undefined ? 'closed' : editing ? 'edit' : 'create',
  );
  const [form, setForm] = useState<ServiceFormValues>(
    initialForm ?? (editing ? serviceFormOf(editing) : EMPTY_SERVICE_FORM),
  );
  const [errors, setErrors] = useState<ServiceFieldErrors>(() => {
    const check = initialForm ? checkServiceForm(initialForm) : undefined;
    return check && !check.ok ? check.errors : {};
  });
  const submit = () => {
    const check = checkServiceForm(form);
    if (!check.ok) return setErrors({ ...check.errors });
    setErrors({});
    onSave?.({ form });
  };
  const kind = isServiceKind(filter.kind) ? filter.kind : 'all';
  const shown = filterServices(services, { kind, query: filter.query });
  return (
    <ServiceDirectory
      nationalNumbers={NATIONAL_SERVICE_NUMBERS}
      items={shown.map((service) => ({
        service,
        kindLabel: serviceKindLabel(service.kind),
        canEdit: canEditService(service, currentUserId),
      }))}
      kinds={SERVICE_KINDS}
      filter={filter}
      isFiltered={isServiceFilterActive({ kind, query: filter.query })}
      status={status}
      errorText={errorText}
      form={
        mode === 'closed' ? undefined : (
          <ServiceForm
            form={form}
            kinds={SERVICE_KINDS}
            fieldErrors={errors}
            firstErrorField={firstServiceFieldError(errors)}
            errorText={formError}
            mode={mode}
            onChange={({ form: next }) => setForm(next)}
            onSubmit={submit}
            onCancel={() => setMode('closed')}
          />
        )
      }
      onFilterChange={setFilter}
      onAdd={() => {
        setForm(EMPTY_SERVICE_FORM);
        setErrors({});
        setMode('create');
      }}
      onEdit={({ service }) => {
        setForm(serviceFormOf(service));
        setErrors({});
        setMode('edit');
      }}
      {...(onDelete ? { onDelete } : {})}
      onRetry={onRetry}
      {...(onClose ? { onClose } : {})}
    />
  );
}
