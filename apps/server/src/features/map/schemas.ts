// Request and response schemas (TypeBox) of the map (spec: Calls, POST users/me/area_polygon).
import { Type } from 'typebox';
import { errorResponses, okResponse } from '../../http/schemaParts.ts';

const polygonSchema = Type.Array(
  Type.Object({
    x: Type.Number({ minimum: 0, maximum: 1 }),
    y: Type.Number({ minimum: 0, maximum: 1 }),
  }),
  { maxItems: 1000 },
);

// The range is the domain's rule (validateAreaOutline), so a point off the globe gets its words.
const outlineSchema = Type.Array(Type.Object({ lat: Type.Number(), lng: Type.Number() }), { maxItems: 1000 });

/**
 * POST users/me/area_polygon: JSON {polygon: list of {x, y}} as the spec's canvas sends it, or,
 * beyond the spec, {outline: list of {lat, lng}} drawn on the real map.
 */
export const areaPolygonSchema = {
  body: Type.Object({ polygon: Type.Optional(polygonSchema), outline: Type.Optional(outlineSchema) }),
  response: { 200: okResponse, ...errorResponses },
} as const;

/** GET users/me/area_polygon (beyond the spec): the boundary the map view and security card outline. */
export const areaBoundarySchema = {
  response: {
    200: Type.Object({
      polygon: Type.Union([polygonSchema, Type.Null()]),
      outline: Type.Union([outlineSchema, Type.Null()]),
    }),
    ...errorResponses,
  },
} as const;
