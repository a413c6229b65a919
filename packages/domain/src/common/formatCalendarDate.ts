/** Options for the calendar-date fallback; defaults keep output independent of the machine. */
export type DateTextOptions = { locale?: string; timeZone?: string };

/** Default zone of the product's residents (Brazil), so a date never depends on the server's zone. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/**
 * One formatter per locale, zone and kind: making an Intl.DateTimeFormat costs far more than using
 * one, and `toLocaleDateString` with options makes a new one at every call (every card's date).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'date' | 'clock', locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      locale,
      kind === 'date'
        ? { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' }
        : { timeZone, hour: '2-digit', minute: '2-digit' },
    );
    formatters.set(key, made);
  }
  return made;
}

/** The calendar date of a moment, in the given locale and zone. */
export function formatCalendarDate(at: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter('date', locale, timeZone).format(at);
}

/** The wall-clock hour and minute of a moment ("19:30" in pt-BR), in the given locale and zone. */
export function formatClockTime(at: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter('clock', locale, timeZone).format(at);
}
