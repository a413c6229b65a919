// Request and response schemas (TypeBox) of the services routes. Shapes only: the fields' rules
// (required, limits, the kind's list) are worded in Portuguese by the domain's check in the handler.
import { type Static, Type } from 'typebox';
import {
  errorResponses,
  idParams,
  nullable,
  oidSchema,
  okResponse,
  pageMeta,
} from '../../http/schemaParts.ts';

const params = idParams('id');
// Long enough for any text the check then refuses in Portuguese as too long.
const anyText = Type.String({ maxLength: 10_000 });

const serviceBody = nullable(
  Type.Object({
    service: Type.Optional(
      Type.Object({
        name: Type.Optional(anyText),
        kind: Type.Optional(anyText),
        phone: Type.Optional(anyText),
        address: Type.Optional(anyText),
        opening_hours: Type.Optional(anyText),
      }),
    ),
  }),
);

/** The body of POST and PUT services, as validated. */
export type ServiceBody = Static<typeof serviceBody>;

const wireService = Type.Object(
  {
    _id: oidSchema,
    id: Type.String(),
    name: Type.String(),
    kind: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    opening_hours: Type.String(),
    user_id: Type.String(),
    user: Type.Object({ username: Type.String() }),
    created_at: Type.Optional(Type.String({ format: 'date-time' })),
    updated_at: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { title: 'Service' },
);

/** A service as the server sends it: the type of its schema. */
export type WireServiceOut = Static<typeof wireService>;

const oneService = Type.Object({ service: wireService });

/** GET services: the area's services. */
export const listServicesSchema = {
  querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })) }),
  response: {
    200: Type.Object({ services: Type.Array(wireService), meta: pageMeta }),
    ...errorResponses,
  },
} as const;

/** POST services. */
export const createServiceSchema = {
  body: serviceBody,
  response: { 201: oneService, ...errorResponses },
} as const;

/** PUT services/{id}. */
export const updateServiceSchema = {
  params,
  body: serviceBody,
  response: { 200: oneService, ...errorResponses },
} as const;

/** DELETE services/{id}. */
export const deleteServiceSchema = { params, response: { 200: okResponse, ...errorResponses } } as const;
