// Request and response schemas (TypeBox) of the geo routes: area search and listing (spec: The
// calls it makes) and the offline reverse geocoding signup uses.
import { type Static, Type } from 'typebox';
import { errorResponses, nullable, oidSchema, textSchema } from '../../http/schemaParts.ts';

const wireAreaSchema = Type.Object(
  {
    _id: oidSchema,
    id: Type.String(),
    name: Type.String(),
    full_name: Type.String(),
    city: Type.String(),
    state: Type.String(),
    state_name: Type.Optional(Type.String()),
    user_count: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    latitude: Type.Optional(nullable(Type.Number())),
    longitude: Type.Optional(nullable(Type.Number())),
  },
  { title: 'Area' },
);

/** An area as the server sends it: the type of its schema. */
export type WireAreaOut = Static<typeof wireAreaSchema>;

const areasAnswer = Type.Object({ areas: Type.Array(wireAreaSchema) });

const stateSchema = Type.Object({ code: Type.String(), name: Type.String() });

/** A town with no area yet, which signup offers to propose an area in. */
const townSchema = Type.Object({ id: Type.Integer(), name: Type.String(), state: stateSchema });

const searchAnswer = Type.Object({ areas: Type.Array(wireAreaSchema), towns: Type.Array(townSchema) });

/** GET search/areas?q= */
export const searchAreasSchema = {
  querystring: Type.Object({ q: Type.Optional(textSchema(100)) }),
  response: { 200: searchAnswer, ...errorResponses },
} as const;

/** GET areas?area=&city=&state= */
export const areasSchema = {
  querystring: Type.Object({
    area: Type.Optional(textSchema(100)),
    city: Type.Optional(textSchema(100)),
    state: Type.Optional(textSchema(60)),
  }),
  response: { 200: areasAnswer, ...errorResponses },
} as const;

/** GET geo/reverse?lat=&lon= */
export const reverseSchema = {
  querystring: Type.Object({
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lon: Type.Number({ minimum: -180, maximum: 180 }),
  }),
  response: {
    200: Type.Object({
      municipality: Type.Object({ id: Type.Integer(), name: Type.String(), state: stateSchema }),
      distance_km: Type.Number(),
    }),
    ...errorResponses,
  },
} as const;
