import { type DateTextOptions, formatCalendarDate, formatClockTime, parseMoment } from '../common/index.ts';

/**
 * An event's start with its time (spec: Entities and their fields event_date; §5: an event has a date and a time), as
 * "15/03/2025, 19:30" in pt-BR and the residents' zone. Undefined when the date is unreadable.
 */
export function formatEventDate(
  date: string | number | Date,
  options: DateTextOptions = {},
): string | undefined {
  const at = parseMoment(date);
  if (at === undefined) return undefined;
  const locale = options.locale ?? 'pt-BR';
  return `${formatCalendarDate(at, locale, options.timeZone)}, ${formatClockTime(at, locale, options.timeZone)}`;
}
