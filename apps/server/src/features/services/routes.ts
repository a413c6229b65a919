import { SERVICES_PAGE_SIZE, servicePaths } from '@vizinhos/api';
import { checkServiceForm, firstServiceFieldError, type ServiceDraft } from '@vizinhos/domain';
import type { FastifyRequest } from 'fastify';
import { noLimit } from '../../auth/routeRules.ts';
import type { Database } from '../../db/openDatabase.ts';
import type { FeatureRoutes } from '../../http/featureRoutes.ts';
import { httpError } from '../../http/httpError.ts';
import { readFormValue } from '../../http/readFormValue.ts';
import { okAnswer } from '../../http/schemaParts.ts';
import { serviceEvents } from './events.ts';
import {
  deleteService,
  findAreaService,
  insertService,
  listAreaServices,
  updateService,
} from './repository.ts';
import {
  createServiceSchema,
  deleteServiceSchema,
  listServicesSchema,
  type ServiceBody,
  updateServiceSchema,
} from './schemas.ts';
import { servicesServerTexts } from './services.texts.ts';
import { toWireService } from './toWireService.ts';

/**
 * The sent service checked by the same rules as the form; a wrong field answers 422 with its
 * Portuguese message as `error` and every wrong field's message under `fields`.
 */
function readDraft(body: ServiceBody | undefined): ServiceDraft {
  const sent = body?.service;
  const check = checkServiceForm({
    name: readFormValue(sent, 'name') ?? '',
    kind: readFormValue(sent, 'kind') ?? '',
    phone: readFormValue(sent, 'phone') ?? '',
    address: readFormValue(sent, 'address') ?? '',
    openingHours: readFormValue(sent, 'opening_hours') ?? '',
  });
  if (check.ok) return check.draft;
  const first = firstServiceFieldError(check.errors);
  const message = first ? check.errors[first] : undefined;
  throw httpError(422, message ?? '', { error: message, fields: check.errors });
}

/** The area's service the reader wrote: unknown (or another area's) is 404, someone else's is 403. */
async function ownService(db: Database, request: FastifyRequest) {
  const id = readFormValue(request.params, 'id') ?? '';
  const service = await findAreaService(db, id, request.user.areaId);
  if (!service) throw httpError(404, servicesServerTexts.notFound);
  if (service.authorId !== request.user.id) throw httpError(403, servicesServerTexts.notAuthor);
  return service;
}

/** A service just written, as the wire carries it (removed meanwhile: unknown). */
async function loadWireService(db: Database, id: string, areaId: string) {
  const row = await findAreaService(db, id, areaId);
  if (!row) throw httpError(404, servicesServerTexts.notFound);
  return toWireService(row);
}

/** Serviços: the area's services, listed to every resident, written and removed by their authors. */
export const servicesRoutes: FeatureRoutes = {
  signedIn(app, context) {
    const { db, live, now } = context;
    const events = serviceEvents(live);

    // Paged like the timeline: ?page=N from 1, SERVICES_PAGE_SIZE a page, oldest first.
    app.get(servicePaths.services, { schema: listServicesSchema }, async (request) => {
      const page = request.query.page ?? 1;
      const rows = await listAreaServices(db, request.user.areaId, {
        limit: SERVICES_PAGE_SIZE,
        offset: (page - 1) * SERVICES_PAGE_SIZE,
      });
      return { services: rows.map(toWireService), meta: { page, per_page: SERVICES_PAGE_SIZE } };
    });

    app.post(
      servicePaths.services,
      { schema: createServiceSchema, config: { limit: 'service' } },
      async (request, reply) => {
        const draft = readDraft(request.body);
        const { areaId } = request.user;
        const id = await insertService(db, { areaId, authorId: request.user.id, draft, now: now() });
        const service = await loadWireService(db, id, areaId);
        request.afterCommit(events.saved(areaId, service));
        return reply.status(201).send({ service });
      },
    );

    app.put(
      `${servicePaths.services}/:id`,
      { schema: updateServiceSchema, config: { limit: noLimit.edit } },
      async (request) => {
        const { id } = await ownService(db, request);
        const draft = readDraft(request.body);
        await updateService(db, id, draft, now());
        const service = await loadWireService(db, id, request.user.areaId);
        request.afterCommit(events.saved(request.user.areaId, service));
        return { service };
      },
    );

    app.delete(
      `${servicePaths.services}/:id`,
      { schema: deleteServiceSchema, config: { limit: noLimit.edit } },
      async (request) => {
        const { id } = await ownService(db, request);
        await deleteService(db, id);
        request.afterCommit(events.deleted(request.user.areaId, id));
        return okAnswer;
      },
    );
  },
};
