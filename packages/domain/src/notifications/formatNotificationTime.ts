import { type DateTextOptions, formatCalendarDate, measureAge } from '../common/index.ts';
import { notificationsDomainTexts } from './notifications.texts.ts';

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
  if (age === undefined || age.minutes < 1) return notificationsDomainTexts.justNow;
  if (age.minutes < 60) return notificationsDomainTexts.minutesAgo(age.minutes);
  if (age.hours < 24) return notificationsDomainTexts.hoursAgo(age.hours);
  if (age.days < 7) return notificationsDomainTexts.daysAgo(age.days);
  return formatCalendarDate(age.at, options.locale ?? 'pt-BR', options.timeZone);
}
