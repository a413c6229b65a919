import { type DateTextOptions, formatCalendarDate, measureAge } from '../common/index.ts';

/**
 * The notification dropdown's English relative time (spec: Screens and routes, Business constants and limits): "Just now", "Nm ago", "Nh ago",
 * "Nd ago" under 7 days, then a locale date. A future or unreadable moment reads "Just now".
 */
export function formatNotificationTime(
  now: Date | number,
  then: string | number | Date,
  options: DateTextOptions = {},
): string {
  const age = measureAge(now, then);
  if (age === undefined || age.minutes < 1) return 'Just now';
  if (age.minutes < 60) return `${age.minutes}m ago`;
  if (age.hours < 24) return `${age.hours}h ago`;
  if (age.days < 7) return `${age.days}d ago`;
  return formatCalendarDate(age.at, options.locale ?? 'en-US', options.timeZone);
}
