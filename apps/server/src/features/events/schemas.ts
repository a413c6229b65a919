// Request and response schemas (TypeBox) of the calendar feed routes (beyond the spec).
import { Type } from 'typebox';
import { errorResponses, fileAnswers, nullable } from '../../http/schemaParts.ts';

const feedAnswer = Type.Object({ url: Type.String(), webcal_url: Type.String(), created_at: Type.String() });

/** GET calendar_feed: when the current address was made (null: none); the address is not kept. */
export const calendarFeedStatusSchema = {
  response: { 200: Type.Object({ created_at: nullable(Type.String()) }), ...errorResponses },
} as const;

/** POST calendar_feed: a new address, the first or a replacement, shown in this answer only. */
export const calendarFeedSchema = { response: { 200: feedAnswer, ...errorResponses } } as const;

/** GET calendar/{token}.ics: the iCalendar file, or a Portuguese 404. */
export const calendarFeedFileSchema = {
  params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
  response: { 200: fileAnswers.calendar, ...errorResponses },
} as const;
