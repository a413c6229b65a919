// Request and response JSON schemas of the posts routes: so far the objectivity analyser.
import { errorResponses } from '../../http/schemaParts.ts';

/**
 * POST analyzer (spec: Calls, multipart `body`). No body schema: the multipart text is
 * read and bounded by the handler, which words the refusals.
 */
export const analyzerSchema = {
  response: {
    200: {
      type: 'object',
      required: ['results'],
      properties: {
        results: {
          type: 'object',
          required: ['objectivity_score', 'objectivity', 'suggestions'],
          properties: {
            objectivity_score: { type: 'number' },
            objectivity: { type: 'number' },
            suggestions: { type: 'array' },
          },
        },
      },
    },
    ...errorResponses,
  },
} as const;
