import { buildIcsCalendar } from './buildIcsCalendar.ts';
import { type CalendarEvent, eventEnd, isValidDate } from './eventTimes.ts';

/** The name of the downloaded calendar file (spec: Business constants and limits). */
export const ICS_FILE_NAME = 'evento.ics';

/** The media type to serve or download the file with. */
export const ICS_MEDIA_TYPE = 'text/calendar;charset=utf-8';

/** What the file needs beyond the event: a stable UID and the moment the file is made (DTSTAMP). */
export type IcsOptions = { uid: string; now: Date };

/** The text of an `evento.ics` file valid under RFC 5545; undefined when a date is invalid. */
export function buildIcsFile(event: CalendarEvent, options: IcsOptions): string | undefined {
  if (!isValidDate(event.start) || !isValidDate(eventEnd(event))) return undefined;
  return buildIcsCalendar([{ uid: options.uid, event }], { now: options.now });
}
