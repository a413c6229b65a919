// Request and response JSON schemas of the images route.
import { errorResponses } from '../../http/schemaParts.ts';

/** GET images/{id}: the image bytes, with their own content type. */
export const imageSchema = {
  params: { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } } },
  response: errorResponses,
} as const;
