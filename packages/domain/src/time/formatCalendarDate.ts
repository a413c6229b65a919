/** Options for the calendar-date fallback; defaults keep output independent of the machine. */
export type DateTextOptions = { locale?: string; timeZone?: string };

/** Default zone of the product's residents (Brazil), so a date never depends on the server's zone. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The calendar date of a moment, in the given locale and zone. */
export function formatCalendarDate(at: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return at.toLocaleDateString(locale, { timeZone });
}
