import type { Service, ServiceId, UserId, WireService } from '@vizinhos/domain';
import { HttpResponse, http } from 'msw';
import { SERVICES_PAGE_SIZE, type ServiceBody } from '../src/services.ts';
import { minutesAgo } from './clock.ts';
import { hang, ok, refuse } from './respond.ts';

// Service fixtures (Serviços: the area's directory residents add to), as domain models and wire shapes.

/** A service; override `name`, `kind`, `authorId`, ... */
export function makeService(overrides: Partial<Service> = {}): Service {
  return {
    id: 'service-1' as ServiceId,
    name: 'Farmácia São João',
    kind: 'saude',
    phone: '(11) 5555-1234',
    address: 'Rua das Flores, 120',
    openingHours: 'Seg a sáb, 8h às 22h',
    authorId: 'user-maria' as UserId,
    authorName: 'maria',
    updatedAt: minutesAgo(60),
    ...overrides,
  };
}

/** The fixture directory: a pharmacy (by the reader, Maria), a locksmith and a health post by others. */
export function makeServices(): Service[] {
  return [
    makeService(),
    makeService({
      id: 'service-2' as ServiceId,
      name: 'Chaveiro do Zé',
      kind: 'reparos',
      phone: '(11) 98888-7777',
      address: 'Rua Domingos de Morais, 300',
      openingHours: '24 horas',
      authorId: 'user-joao' as UserId,
      authorName: 'joao',
    }),
    makeService({
      id: 'service-3' as ServiceId,
      name: 'UBS Vila Mariana',
      kind: 'publico',
      phone: '(11) 5549-0000',
      address: 'Rua Santa Cruz, 1000',
      openingHours: 'Seg a sex, 7h às 19h',
      authorId: 'user-ana' as UserId,
      authorName: 'ana',
    }),
  ];
}

/** A service on the wire. */
export function makeWireService(service: Service = makeService()): WireService {
  return {
    _id: { $oid: service.id },
    id: service.id,
    name: service.name,
    kind: service.kind,
    phone: service.phone,
    address: service.address,
    opening_hours: service.openingHours,
    user_id: service.authorId ?? null,
    user: service.authorName ? { username: service.authorName } : null,
    created_at: service.updatedAt ?? null,
    updated_at: service.updatedAt ?? null,
  };
}

// Handlers of the services resource. A story replaces only this group:
// `handlers: { services: serviceHandlers.empty() }`.

const listPath = '*/api/v1/services';
const onePath = '*/api/v1/services/:id';
// One page holds the whole fixture directory, as the server pages it.
const meta = { page: 1, per_page: SERVICES_PAGE_SIZE };

/** The refusals the handlers answer with, as the server words them. */
export const serviceMockTexts = {
  listFailed: 'Erro ao carregar os serviços',
  saveFailed: 'Erro ao salvar o serviço',
} as const;

function saved(id: string, body: ServiceBody): WireService {
  const sent = body.service;
  return {
    ...makeWireService(makeService({ id: id as ServiceId })),
    name: sent.name,
    kind: sent.kind,
    phone: sent.phone,
    address: sent.address,
    opening_hours: sent.opening_hours,
  };
}

const saving = [
  http.post(listPath, async ({ request }) =>
    HttpResponse.json(
      { service: saved('service-new', (await request.json()) as ServiceBody) },
      { status: 201 },
    ),
  ),
  http.put(onePath, async ({ params, request }) =>
    HttpResponse.json({ service: saved(String(params.id), (await request.json()) as ServiceBody) }),
  ),
  http.delete(onePath, () => ok()),
];

/** Scenarios of the services resource. */
export const serviceHandlers = {
  /** The fixture directory; saving and deleting succeed. */
  default: (services: readonly Service[] = makeServices()) => [
    http.get(listPath, () => HttpResponse.json({ services: services.map(makeWireService), meta })),
    ...saving,
  ],
  /** No resident has added a service yet. */
  empty: () => [http.get(listPath, () => HttpResponse.json({ services: [], meta })), ...saving],
  /** The list is refused. */
  listFails: () => [http.get(listPath, () => refuse(serviceMockTexts.listFailed))],
  /** The list never comes. */
  loading: () => [http.get(listPath, hang)],
  /** Saving is refused with the server's text. */
  saveFails: () => [
    http.get(listPath, () => HttpResponse.json({ services: makeServices().map(makeWireService), meta })),
    http.post(listPath, () => refuse(serviceMockTexts.saveFailed)),
    http.put(onePath, () => refuse(serviceMockTexts.saveFailed)),
  ],
};
