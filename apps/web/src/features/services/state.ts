import {
  normalizeService,
  normalizeServices,
  removeService,
  type Service,
  type ServiceDraft,
  type ServiceId,
  upsertService,
} from '@vizinhos/domain';
import { atom } from 'jotai';
import { apiClientAtom } from '../../apiClientAtom.ts';

/** The area's services as loaded: not yet, loading, failed with its text, or the list. */
export type ServicesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; services: Service[] };

const servicesBaseAtom = atom<ServicesState>({ status: 'idle' });

/** The directory's services and whether they loaded. */
export const servicesAtom = atom((get) => get(servicesBaseAtom));

/** Loads the area's services (on opening Serviços, and "Tentar de novo"). */
export const loadServicesAtom = atom(null, async (get, set) => {
  if (get(servicesBaseAtom).status !== 'ready') set(servicesBaseAtom, { status: 'loading' });
  const answer = await get(apiClientAtom).listServices();
  set(
    servicesBaseAtom,
    answer.ok
      ? { status: 'ready', services: normalizeServices(answer.value) }
      : { status: 'error', error: answer.error },
  );
});

/** A service as it is now (one's own save, or a live service_update); kept only once the list is loaded. */
export const putServiceAtom = atom(null, (get, set, service: Service) => {
  const current = get(servicesBaseAtom);
  if (current.status === 'ready')
    set(servicesBaseAtom, { status: 'ready', services: upsertService(current.services, service) });
});

/** A service gone (one's own delete, or a live service_delete). */
export const dropServiceAtom = atom(null, (get, set, id: ServiceId) => {
  const current = get(servicesBaseAtom);
  if (current.status === 'ready')
    set(servicesBaseAtom, { status: 'ready', services: removeService(current.services, id) });
});

/** Adds (no id) or changes a service; the failure's text when refused, else undefined. */
export const saveServiceAtom = atom(
  null,
  async (get, set, input: { id?: ServiceId; draft: ServiceDraft }): Promise<string | undefined> => {
    const api = get(apiClientAtom);
    const answer = input.id
      ? await api.updateService(input.id, input.draft)
      : await api.createService(input.draft);
    if (!answer.ok) return answer.error;
    const service = normalizeService(answer.value);
    if (service) set(putServiceAtom, service);
    return undefined;
  },
);

/** Deletes one's own service; the failure's text when refused, else undefined. */
export const deleteServiceAtom = atom(null, async (get, set, id: ServiceId): Promise<string | undefined> => {
  const answer = await get(apiClientAtom).deleteService(id);
  if (!answer.ok) return answer.error;
  set(dropServiceAtom, id);
  return undefined;
});
