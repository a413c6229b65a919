import { HttpResponse, http } from 'msw';
import { type CalendarFeedAnswer, type CalendarFeedStatus, calendarFeedFilePath } from '../src/events.ts';
import { hang, refuse } from './respond.ts';

// The private calendar feed (beyond the spec): fixtures and MSW handlers for GET and POST
// calendar_feed. A story replaces only this group: `handlers: { events: calendarFeedHandlers.fails() }`.

/** When the fixtures' feed addresses were made. */
const madeAt = '2026-03-02T12:00:00.000Z';

/** The feed address of a token, as the server answers POST (https and webcal). */
export function makeCalendarFeed(token = 'token-da-maria'): CalendarFeedAnswer {
  const url = `https://vizinhos.example${calendarFeedFilePath(token)}`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:'), created_at: madeAt };
}

/** What GET answers: a feed made at the fixtures' date, or none. */
export function makeCalendarFeedStatus(exists = true): CalendarFeedStatus {
  return { created_at: exists ? madeAt : null };
}

const feedPath = '*/api/v1/calendar_feed';

/** Scenarios of the calendar feed. */
export const calendarFeedHandlers = {
  /** The feed exists (its address was shown when made); regenerating answers a new address each time. */
  default: () => {
    let generation = 0;
    return [
      http.get(feedPath, () => HttpResponse.json(makeCalendarFeedStatus())),
      http.post(feedPath, () => {
        generation += 1;
        return HttpResponse.json(makeCalendarFeed(`token-novo-${generation}`));
      }),
    ];
  },
  /** No feed yet: creating answers a new address. */
  none: () => {
    let generation = 0;
    return [
      http.get(feedPath, () => HttpResponse.json(makeCalendarFeedStatus(false))),
      http.post(feedPath, () => {
        generation += 1;
        return HttpResponse.json(makeCalendarFeed(`token-novo-${generation}`));
      }),
    ];
  },
  /** The address never comes: the loading state. */
  loading: () => [http.get(feedPath, hang), http.post(feedPath, hang)],
  /** Both calls are refused with the server's text. */
  fails: () => [
    http.get(feedPath, () => refuse('Erro ao carregar o link da agenda')),
    http.post(feedPath, () => refuse('Erro ao gerar um novo link da agenda')),
  ],
  /** The network fails. */
  offline: () => [
    http.get(feedPath, () => HttpResponse.error()),
    http.post(feedPath, () => HttpResponse.error()),
  ],
};
