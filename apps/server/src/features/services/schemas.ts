// Request and response JSON schemas of the services routes. Shapes only: the fields' rules (required,
// limits, the kind's list) are worded in Portuguese by the domain's check in the handler.
import { errorResponses, oidSchema, okResponse } from '../../http/schemaParts.ts';

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const params = { type: 'object', required: ['id'], properties: { id } } as const;
// Long enough for any text the check then refuses in Portuguese as too long.
const anyText = { type: 'string', maxLength: 10_000 } as const;

const serviceBody = {
  type: ['object', 'null'],
  properties: {
    service: {
      type: 'object',
      properties: { name: anyText, kind: anyText, phone: anyText, address: anyText, opening_hours: anyText },
    },
  },
} as const;

const wireService = {
  type: 'object',
  required: ['_id', 'id', 'name', 'kind', 'phone', 'address', 'opening_hours', 'user_id', 'user'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    name: { type: 'string' },
    kind: { type: 'string' },
    phone: { type: 'string' },
    address: { type: 'string' },
    opening_hours: { type: 'string' },
    user_id: { type: 'string' },
    user: { type: 'object', required: ['username'], properties: { username: { type: 'string' } } },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

const oneService = { type: 'object', required: ['service'], properties: { service: wireService } } as const;

/** GET services: the area's services. */
export const listServicesSchema = {
  querystring: {
    type: 'object',
    properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 } },
  },
  response: {
    200: {
      type: 'object',
      required: ['services', 'meta'],
      properties: {
        services: { type: 'array', items: wireService },
        meta: {
          type: 'object',
          required: ['page', 'per_page'],
          properties: { page: { type: 'integer' }, per_page: { type: 'integer' } },
        },
      },
    },
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
