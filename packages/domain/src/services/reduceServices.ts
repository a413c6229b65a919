import type { Service, ServiceId } from './normalizeService.ts';

/** The list with a service added, or replacing the one with its id (a live update or one's own save). */
export function upsertService(services: readonly Service[], service: Service): Service[] {
  const index = services.findIndex((one) => one.id === service.id);
  if (index === -1) return [...services, service];
  return services.map((one, at) => (at === index ? service : one));
}

/** The list without the service of that id. */
export function removeService(services: readonly Service[], id: ServiceId): Service[] {
  return services.filter((one) => one.id !== id);
}

/** Whether the reader may edit and delete a service: only its author. */
export function canEditService(service: Service, userId: string | undefined): boolean {
  return userId !== undefined && service.authorId === userId;
}
