/** Whole units elapsed between a moment and `now`; a future moment counts as zero. */
export type Age = { minutes: number; hours: number; days: number; at: Date };

const MINUTE_MS = 60_000;

/** Parses a wire time stamp (ISO text, epoch ms or Date); undefined when it names no valid moment. */
export function parseMoment(value: string | number | Date): Date | undefined {
  const moment = new Date(value);
  return Number.isNaN(moment.getTime()) ? undefined : moment;
}

/**
 * The one place where elapsed time becomes minutes, hours and days, shared by all four relative-time
 * texts (doc 1 §2 and §9, doc 2 §9) so their thresholds cannot drift apart.
 */
export function measureAge(now: Date | number, then: string | number | Date): Age | undefined {
  const at = parseMoment(then);
  const nowMs = new Date(now).getTime();
  if (at === undefined || Number.isNaN(nowMs)) return undefined;
  const elapsed = Math.max(0, nowMs - at.getTime());
  const minutes = Math.floor(elapsed / MINUTE_MS);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  return { minutes, hours, days, at };
}

/** "1 minuto" / "3 minutos": the count with the singular or plural word (0 takes the plural). */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Options for the calendar-date fallback; defaults keep output independent of the machine. */
export type DateTextOptions = { locale?: string; timeZone?: string };

/** Default zone of the product's residents (Brazil), so a date never depends on the server's zone. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The calendar date of a moment, in the given locale and zone. */
export function formatCalendarDate(at: Date, locale: string, timeZone = DEFAULT_TIME_ZONE): string {
  return at.toLocaleDateString(locale, { timeZone });
}
