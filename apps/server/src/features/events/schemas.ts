// Request and response JSON schemas of the calendar feed routes (beyond the spec).
import { errorResponses } from '../../http/schemaParts.ts';

const feedAnswer = {
  type: 'object',
  required: ['url', 'webcal_url'],
  properties: { url: { type: 'string' }, webcal_url: { type: 'string' } },
} as const;

/** GET calendar_feed (made on first use) and POST calendar_feed (a new address). */
export const calendarFeedSchema = { response: { 200: feedAnswer, ...errorResponses } } as const;

/** GET calendar/{token}.ics: the iCalendar file, or a Portuguese 404. */
export const calendarFeedFileSchema = {
  params: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  response: errorResponses,
} as const;
