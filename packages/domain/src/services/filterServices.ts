import { toSearchKey } from '../common/index.ts';
import type { Service } from './normalizeService.ts';
import type { ServiceKind } from './serviceKinds.ts';

/** What the directory is narrowed to: a kind (or every kind) and a part of the name. */
export type ServiceFilter = { kind: ServiceKind | 'all'; query: string };

/** No narrowing. */
export const NO_SERVICE_FILTER: ServiceFilter = { kind: 'all', query: '' };

/** Orders services by name, ignoring accents and case (ties by id, so the order is stable). */
export function sortServices(services: readonly Service[]): Service[] {
  return [...services].sort((a, b) => {
    const byName = toSearchKey(a.name).localeCompare(toSearchKey(b.name), 'pt-BR');
    return byName === 0 ? a.id.localeCompare(b.id) : byName;
  });
}

/**
 * The services of a kind whose name holds the query, accent-, case- and spacing-insensitive ("farmacia"
 * finds "Farmácia São João"), in name order.
 */
export function filterServices(services: readonly Service[], filter: ServiceFilter): Service[] {
  const key = toSearchKey(filter.query);
  return sortServices(
    services.filter(
      (service) =>
        (filter.kind === 'all' || service.kind === filter.kind) &&
        (key === '' || toSearchKey(service.name).includes(key)),
    ),
  );
}

/** Whether a filter narrows anything (the empty list then reads "nothing found" rather than "none yet"). */
export function isServiceFilterActive(filter: ServiceFilter): boolean {
  return filter.kind !== 'all' || toSearchKey(filter.query) !== '';
}
