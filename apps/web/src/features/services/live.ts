import { type LiveEvent, normalizeService, type ServiceId, toId } from '@vizinhos/domain';
import type { Store } from 'jotai';
import { dropServiceAtom, loadServicesAtom, putServiceAtom, servicesAtom } from './state.ts';

/** The live kinds the services directory applies. */
export type ServicesLiveEvent = Extract<LiveEvent, { kind: 'serviceUpdate' | 'serviceDelete' }>;

/** A neighbour added, changed or removed a service of the area: the directory follows at once. */
export function applyServicesLiveEvent(store: Store, event: ServicesLiveEvent): void {
  if (event.kind === 'serviceUpdate') {
    const service = event.payload.service ? normalizeService(event.payload.service) : undefined;
    if (service) store.set(putServiceAtom, service);
    return;
  }
  const id = toId<'Service'>(event.payload.service_id) as ServiceId | undefined;
  if (id) store.set(dropServiceAtom, id);
}

/** After a dropped connection: a directory already loaded is fetched again, so missed changes show. */
export function resyncServicesLiveState(store: Store): Promise<void> {
  return store.get(servicesAtom).status === 'ready' ? store.set(loadServicesAtom) : Promise.resolve();
}
