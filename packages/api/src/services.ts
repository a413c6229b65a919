// Serviços (spec: Screens and routes lists it under Diretórios and leaves it undefined): the area's
// directory of useful services residents add. Every call answers the services in their wire shape;
// the area gets each change live (service_update, service_delete) after the commit.
import type { ServiceDraft, WireService } from '@vizinhos/domain';
import { type ApiCall, apiFailure, readAnswerKey } from './errors.ts';
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

/** Services per page of GET services?page=N (from 1), oldest first; the end is a short page. */
export const SERVICES_PAGE_SIZE = 50;
/** Pages the client reads at most when it loads the directory (well beyond an area's services). */
const maxServicePages = 20;

/** Answer of GET services?page=N: one page of the area's services. */
export type ServiceListAnswer = { services: WireService[]; meta?: { page: number; per_page: number } };
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
  return readAnswerKey<WireService>(
    call,
    await http.send(method, path, undefined, toServiceBody(draft)),
    'service',
  );
}

/** The services calls of the client. */
export function serviceCalls(http: Http) {
  return {
    /** GET services?page=N, page after page until a short one: every service of the reader's area. */
    async listServices(): Promise<ApiResult<WireService[]>> {
      const all: WireService[] = [];
      for (let page = 1; page <= maxServicePages; page += 1) {
        const answer = await http.send('GET', `${servicePaths.services}?page=${page}`);
        if (!answer?.ok) return apiFailure('listServices', answer);
        const services = (answer.body as Partial<ServiceListAnswer> | null)?.services;
        if (!Array.isArray(services)) return apiFailure('listServices', answer, 'invalid');
        all.push(...services);
        if (services.length < SERVICES_PAGE_SIZE) break;
      }
      return { ok: true, value: all };
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
