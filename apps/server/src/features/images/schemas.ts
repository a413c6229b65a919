// Request and response schemas (TypeBox) of the images route.
import { Type } from 'typebox';
import { errorResponses, fileAnswers } from '../../http/schemaParts.ts';

/** GET images/{id}: the image bytes, with their own content type. */
export const imageSchema = {
  params: Type.Object({ id: Type.Optional(Type.String({ pattern: '^[0-9a-f]{24}$' })) }),
  response: { 200: fileAnswers.image, ...errorResponses },
} as const;
