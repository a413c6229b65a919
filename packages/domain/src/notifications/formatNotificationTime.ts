import { type DateTextOptions, formatCalendarDate, measureAge } from '../common/index.ts';
import { notificationTexts } from './notifications.texts.ts';

/**
 * The notification dropdown's relative time (spec: Screens and routes, Business constants and limits), in Portuguese:
 * "Agora mesmo", "há N min", "há N h", "há N d" under 7 days, then a locale date (pt-BR unless told).
 * A future or unreadable moment reads "Agora mesmo".
 */
export function formatNotificationTime(
  now: Date | number,
  then: string | number | Date,
  options: DateTextOptions = {},
): string {
  const age = measureAge(now, then);
  if (age === undefined || age.minutes < 1) return notificationTexts.justNow;
  if (age.minutes < 60) return notificationTexts.minutesAgo(age.minutes);
  if (age.hours < 24) return notificationTexts.hoursAgo(age.hours);
  if (age.days < 7) return notificationTexts.daysAgo(age.days);
  return formatCalendarDate(age.at, options.locale ?? 'pt-BR', options.timeZone);
}
