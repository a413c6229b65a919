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
  type ServiceId,
  serviceFormOf,
  serviceKindLabel,
} from '@vizinhos/domain';
import { ServiceDirectory, ServiceForm } from '@vizinhos/ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { currentUserAtom } from '../../session/session.ts';
import { useCloseOverlay } from '../../views/useCloseOverlay.ts';
import { deleteServiceAtom, loadServicesAtom, saveServiceAtom, servicesAtom } from './state.ts';

type Editor = { mode: 'create' } | { mode: 'edit'; id: ServiceId };

/** `/servicos`: Serviços under Diretórios, a full-screen overlay like the members directory. */
export function ServicesPage() {
  const close = useCloseOverlay();
  const user = useAtomValue(currentUserAtom);
  const state = useAtomValue(servicesAtom);
  const load = useSetAtom(loadServicesAtom);
  const save = useSetAtom(saveServiceAtom);
  const remove = useSetAtom(deleteServiceAtom);
  const [filter, setFilter] = useState({ kind: 'all', query: '' });
  const [editor, setEditor] = useState<Editor | undefined>(undefined);
  const [form, setForm] = useState<ServiceFormValues>(EMPTY_SERVICE_FORM);
  const [errors, setErrors] = useState<ServiceFieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const [isSaving, setSaving] = useState(false);
  const [deleteError, setDeleteError] = useState<string | undefined>(undefined);
  useEffect(() => {
    void load();
  }, [load]);

  const open = (next: Editor, values: ServiceFormValues) => {
    setEditor(next);
    setForm(values);
    setErrors({});
    setFormError(undefined);
  };
  const submit = async () => {
    const check = checkServiceForm(form);
    if (!check.ok) return setErrors({ ...check.errors });
    setErrors({});
    setSaving(true);
    // What was typed stays in the form until the server has taken it.
    const refused = await save({ ...(editor?.mode === 'edit' ? { id: editor.id } : {}), draft: check.draft });
    setSaving(false);
    setFormError(refused);
    if (!refused) setEditor(undefined);
  };
  const kind = isServiceKind(filter.kind) ? filter.kind : 'all';
  const services = state.status === 'ready' ? state.services : [];
  const status = state.status === 'ready' ? 'ready' : state.status === 'error' ? 'error' : 'loading';
  return (
    <ServiceDirectory
      nationalNumbers={NATIONAL_SERVICE_NUMBERS}
      items={filterServices(services, { kind, query: filter.query }).map((service) => ({
        service,
        kindLabel: serviceKindLabel(service.kind),
        canEdit: canEditService(service, user?.id),
      }))}
      kinds={SERVICE_KINDS}
      filter={filter}
      isFiltered={isServiceFilterActive({ kind, query: filter.query })}
      status={status}
      errorText={state.status === 'error' ? state.error : undefined}
      actionError={deleteError}
      form={
        editor ? (
          <ServiceForm
            form={form}
            kinds={SERVICE_KINDS}
            fieldErrors={errors}
            firstErrorField={firstServiceFieldError(errors)}
            errorText={formError}
            mode={editor.mode}
            isSaving={isSaving}
            onChange={({ form: next }) => setForm(next)}
            onSubmit={() => void submit()}
            onCancel={() => setEditor(undefined)}
          />
        ) : undefined
      }
      onFilterChange={setFilter}
      onAdd={() => open({ mode: 'create' }, EMPTY_SERVICE_FORM)}
      onEdit={({ service }: { service: Service }) =>
        open({ mode: 'edit', id: service.id }, serviceFormOf(service))
      }
      onDelete={async ({ service }: { service: Service }) => setDeleteError(await remove(service.id))}
      onRetry={() => void load()}
      onClose={close}
    />
  );
}
