// Request and response JSON schemas of the geo routes: area search and listing (spec: The calls it
// makes) and the offline reverse geocoding signup uses.
import { errorResponses, oidSchema, textSchema } from '../../http/schemaParts.ts';

const wireAreaSchema = {
  type: 'object',
  required: ['_id', 'id', 'name', 'full_name', 'city', 'state', 'user_count', 'created_at'],
  properties: {
    _id: oidSchema,
    id: { type: 'string' },
    name: { type: 'string' },
    full_name: { type: 'string' },
    city: { type: 'string' },
    state: { type: 'string' },
    state_name: { type: 'string' },
    user_count: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
  },
} as const;

const areasAnswer = {
  type: 'object',
  required: ['areas'],
  properties: { areas: { type: 'array', items: wireAreaSchema } },
} as const;

const stateSchema = {
  type: 'object',
  required: ['code', 'name'],
  properties: { code: { type: 'string' }, name: { type: 'string' } },
} as const;

/** A town with no area yet, which signup offers to propose an area in. */
const townSchema = {
  type: 'object',
  required: ['id', 'name', 'state'],
  properties: { id: { type: 'integer' }, name: { type: 'string' }, state: stateSchema },
} as const;

const searchAnswer = {
  type: 'object',
  required: ['areas', 'towns'],
  properties: {
    areas: { type: 'array', items: wireAreaSchema },
    towns: { type: 'array', items: townSchema },
  },
} as const;

/** GET search/areas?q= */
export const searchAreasSchema = {
  querystring: { type: 'object', properties: { q: textSchema(100) } },
  response: { 200: searchAnswer, ...errorResponses },
} as const;

/** GET areas?area=&city=&state= */
export const areasSchema = {
  querystring: {
    type: 'object',
    properties: { area: textSchema(100), city: textSchema(100), state: textSchema(60) },
  },
  response: { 200: areasAnswer, ...errorResponses },
} as const;

/** GET geo/reverse?lat=&lon= */
export const reverseSchema = {
  querystring: {
    type: 'object',
    required: ['lat', 'lon'],
    properties: {
      lat: { type: 'number', minimum: -90, maximum: 90 },
      lon: { type: 'number', minimum: -180, maximum: 180 },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['municipality', 'distance_km'],
      properties: {
        municipality: {
          type: 'object',
          required: ['id', 'name', 'state'],
          properties: {
            id: { type: 'integer' },
            name: { type: 'string' },
            state: {
              type: 'object',
              required: ['code', 'name'],
              properties: { code: { type: 'string' }, name: { type: 'string' } },
            },
          },
        },
        distance_km: { type: 'number' },
      },
    },
    ...errorResponses,
  },
} as const;
