// Request and response JSON schemas of the map (spec: Calls, POST users/me/area_polygon).
import { errorResponses, okResponse } from '../../http/schemaParts.ts';

/** POST users/me/area_polygon (JSON polygon: list of {x, y}). */
export const areaPolygonSchema = {
  body: {
    type: 'object',
    required: ['polygon'],
    properties: {
      polygon: {
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
      },
    },
  },
  response: { 200: okResponse, ...errorResponses },
} as const;
