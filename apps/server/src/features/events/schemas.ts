// Request and response schemas (TypeBox) of the calendar feed routes (beyond the spec).
import { Type } from 'typebox';
import { errorResponses, fileAnswers } from '../../http/schemaParts.ts';

const feedAnswer = Type.Object({ url: Type.String(), webcal_url: Type.String() });

/** GET calendar_feed (made on first use) and POST calendar_feed (a new address). */
export const calendarFeedSchema = { response: { 200: feedAnswer, ...errorResponses } } as const;

/** GET calendar/{token}.ics: the iCalendar file, or a Portuguese 404. */
export const calendarFeedFileSchema = {
  params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: { 200: fileAnswers.calendar, ...errorResponses },
} as const;
