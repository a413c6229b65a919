// Events beyond the spec: the resident's private calendar feed, an iCalendar of the area's upcoming
// events behind a secret token, for calendar apps to subscribe to (`webcal://`). The server keeps
// only the token's hash, so the address is shown once, in the answer that made it; making a new
// one ends the old address at once.
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

/** Answer of GET calendar_feed: when the current address was made; null when there is none. */
export type CalendarFeedStatus = { created_at: string | null };

/** Answer of POST calendar_feed: the new address, as https and as webcal, shown this once. */
export type CalendarFeedAnswer = { url: string; webcal_url: string; created_at: string };

async function readStatus(http: Http): Promise<ApiResult<CalendarFeedStatus>> {
  const answer = await http.send('GET', calendarFeedPaths.calendarFeed);
  if (!answer?.ok) return apiFailure('getCalendarFeed', answer);
  const status = answer.body as Partial<CalendarFeedStatus> | null;
  return status && (status.created_at === null || typeof status.created_at === 'string')
    ? { ok: true, value: { created_at: status.created_at } }
    : apiFailure('getCalendarFeed', answer, 'invalid');
}

async function readFeed(http: Http, call: ApiCall): Promise<ApiResult<CalendarFeedAnswer>> {
  const answer = await http.send('POST', calendarFeedPaths.calendarFeed);
  if (!answer?.ok) return apiFailure(call, answer);
  const feed = answer.body as Partial<CalendarFeedAnswer> | null;
  return typeof feed?.url === 'string' &&
    typeof feed.webcal_url === 'string' &&
    typeof feed.created_at === 'string'
    ? { ok: true, value: { url: feed.url, webcal_url: feed.webcal_url, created_at: feed.created_at } }
    : apiFailure(call, answer, 'invalid');
}

/** The calendar feed calls of the client. */
export function calendarFeedCalls(http: Http) {
  return {
    /** GET calendar_feed: whether the resident has a feed address and since when (never the address). */
    getCalendarFeed: (): Promise<ApiResult<CalendarFeedStatus>> => readStatus(http),
    /** POST calendar_feed: a new address (the first, or a replacement: the old one answers 404 from now on). */
    regenerateCalendarFeed: (): Promise<ApiResult<CalendarFeedAnswer>> =>
      readFeed(http, 'regenerateCalendarFeed'),
  };
}
