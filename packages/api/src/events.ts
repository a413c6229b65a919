// Events beyond the spec: the resident's private calendar feed, an iCalendar of the area's upcoming
// events behind a secret token, for calendar apps to subscribe to (`webcal://`). Regenerating it
// makes a new token; the old address stops working at once.
import { type ApiCall, apiFailure } from './errors.ts';
import { type ApiResult, apiPrefix, type Http } from './http.ts';

/** Paths of the calendar feed calls; the feed itself is at `calendarFeedFilePath(token)`. */
export const calendarFeedPaths = {
  calendarFeed: `${apiPrefix}/calendar_feed`,
} as const;

/** Path of the public feed file of a token (GET, no session: calendar apps have none). */
export function calendarFeedFilePath(token: string): string {
  return `${apiPrefix}/calendar/${encodeURIComponent(token)}.ics`;
}

/** Answer of GET and POST calendar_feed: the feed's address, as https and as webcal. */
export type CalendarFeedAnswer = { url: string; webcal_url: string };

async function readFeed(http: Http, call: ApiCall, method: string): Promise<ApiResult<CalendarFeedAnswer>> {
  const answer = await http.send(method, calendarFeedPaths.calendarFeed);
  if (!answer?.ok) return apiFailure(call, answer);
  const feed = answer.body as Partial<CalendarFeedAnswer> | null;
  return typeof feed?.url === 'string' && typeof feed.webcal_url === 'string'
    ? { ok: true, value: { url: feed.url, webcal_url: feed.webcal_url } }
    : apiFailure(call, answer, 'invalid');
}

/** The calendar feed calls of the client. */
export function calendarFeedCalls(http: Http) {
  return {
    /** GET calendar_feed: the resident's feed address, made on first use. */
    getCalendarFeed: (): Promise<ApiResult<CalendarFeedAnswer>> => readFeed(http, 'getCalendarFeed', 'GET'),
    /** POST calendar_feed: a new address; the old one answers 404 from now on. */
    regenerateCalendarFeed: (): Promise<ApiResult<CalendarFeedAnswer>> =>
      readFeed(http, 'regenerateCalendarFeed', 'POST'),
  };
}
