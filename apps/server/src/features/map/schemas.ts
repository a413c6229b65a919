// Request and response JSON schemas of the map (spec: Calls, POST users/me/area_polygon).
import { errorResponses, okResponse } from '../../http/schemaParts.ts';

const polygonSchema = {
  type: 'array',
  maxItems: 1000,
  items: {
    type: 'object',
    required: ['x', 'y'],
    properties: {
      x: { type: 'number', minimum: 0, maximum: 1 },
      y: { type: 'number', minimum: 0, maximum: 1 },
    },
  },
} as const;

// The range is the domain's rule (validateAreaOutline), so a point off the globe gets its words.
const outlineSchema = {
  type: 'array',
  maxItems: 1000,
  items: {
    type: 'object',
    required: ['lat', 'lng'],
    properties: { lat: { type: 'number' }, lng: { type: 'number' } },
  },
} as const;

/**
 * POST users/me/area_polygon: JSON {polygon: list of {x, y}} as the spec's canvas sends it, or,
 * beyond the spec, {outline: list of {lat, lng}} drawn on the real map.
 */
export const areaPolygonSchema = {
  body: {
    type: 'object',
    properties: { polygon: polygonSchema, outline: outlineSchema },
  },
  response: { 200: okResponse, ...errorResponses },
} as const;

/** GET users/me/area_polygon (beyond the spec): the boundary the map view and security card outline. */
export const areaBoundarySchema = {
  response: {
    200: {
      type: 'object',
      required: ['polygon', 'outline'],
      properties: {
        polygon: { anyOf: [polygonSchema, { type: 'null' }] },
        outline: { anyOf: [outlineSchema, { type: 'null' }] },
      },
    },
    ...errorResponses,
  },
} as const;
