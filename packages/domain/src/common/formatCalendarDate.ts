/** Options for the calendar-date fallback; defaults keep output independent of the machine. */
export type DateTextOptions = { locale?: string; timeZone?: string };

/** Default zone of the product's residents (Brazil), so a date never depends on the server's zone. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The calendar date of a moment, in the given locale and zone. */
export function formatCalendarDate(at: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return at.toLocaleDateString(locale, { timeZone });
}

/** The wall-clock hour and minute of a moment ("19:30" in pt-BR), in the given locale and zone. */
export function formatClockTime(at: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return at.toLocaleTimeString(locale, { timeZone, hour: '2-digit', minute: '2-digit' });
}
