// Serviços (spec: Screens and routes lists it under Diretórios and leaves it undefined): the area's
// directory of useful services residents add. Every call answers the services in their wire shape;
// the area gets each change live (service_update, service_delete) after the commit.
import type { ServiceDraft, WireService } from '@vizinhos/domain';
import { type ApiCall, apiFailure } from './errors.ts';
import { type ApiResult, apiPrefix, type Http } from './http.ts';

/** Paths of the services calls. */
export const servicePaths = {
  services: `${apiPrefix}/services`,
} as const;

/** Path of PUT and DELETE services/{id}. */
export function servicePath(id: string): string {
  return `${servicePaths.services}/${encodeURIComponent(id)}`;
}

/** The JSON body of POST and PUT services. */
export type ServiceBody = {
  service: { name: string; kind: string; phone: string; address: string; opening_hours: string };
};

/** Answer of GET services: the area's services. */
export type ServiceListAnswer = { services: WireService[] };
/** Answer of POST and PUT services: the service as saved. */
export type ServiceAnswer = { service: WireService };

/** The body a draft is sent as. */
export function toServiceBody(draft: ServiceDraft): ServiceBody {
  return {
    service: {
      name: draft.name,
      kind: draft.kind,
      phone: draft.phone,
      address: draft.address,
      opening_hours: draft.openingHours,
    },
  };
}

async function readService(
  http: Http,
  call: ApiCall,
  method: string,
  path: string,
  draft: ServiceDraft,
): Promise<ApiResult<WireService>> {
  const answer = await http.send(method, path, undefined, toServiceBody(draft));
  if (!answer?.ok) return apiFailure(call, answer);
  const service = (answer.body as Partial<ServiceAnswer> | null)?.service;
  return service && typeof service === 'object'
    ? { ok: true, value: service }
    : apiFailure(call, answer, 'invalid');
}

/** The services calls of the client. */
export function serviceCalls(http: Http) {
  return {
    /** GET services: every service residents added to the reader's area. */
    async listServices(): Promise<ApiResult<WireService[]>> {
      const answer = await http.send('GET', servicePaths.services);
      if (!answer?.ok) return apiFailure('listServices', answer);
      const services = (answer.body as Partial<ServiceListAnswer> | null)?.services;
      return Array.isArray(services)
        ? { ok: true, value: services }
        : apiFailure('listServices', answer, 'invalid');
    },
    /** POST services: adds a service to the area, the reader its author. */
    createService: (draft: ServiceDraft): Promise<ApiResult<WireService>> =>
      readService(http, 'createService', 'POST', servicePaths.services, draft),
    /** PUT services/{id}: changes a service; only its author may. */
    updateService: (id: string, draft: ServiceDraft): Promise<ApiResult<WireService>> =>
      readService(http, 'updateService', 'PUT', servicePath(id), draft),
    /** DELETE services/{id}: removes a service; only its author may. */
    deleteService: (id: string): Promise<ApiResult<true>> =>
      http.acknowledge('DELETE', servicePath(id), 'deleteService'),
  };
}
