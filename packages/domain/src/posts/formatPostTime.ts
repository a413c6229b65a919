import {
  commonDomainTexts,
  type DateTextOptions,
  formatCalendarDate,
  formatCount,
  measureAge,
} from '../common/index.ts';

function formatTimelineAge(
  now: Date | number,
  then: string | number | Date,
  isWithinDays: (days: number) => boolean,
  options: DateTextOptions,
): string {
  const age = measureAge(now, then);
  if (age === undefined || age.minutes < 1) return 'agora';
  if (age.minutes < 60)
    return formatCount(age.minutes, commonDomainTexts.minute.one, commonDomainTexts.minute.other);
  if (age.hours < 24) return formatCount(age.hours, commonDomainTexts.hour.one, commonDomainTexts.hour.other);
  if (isWithinDays(age.days))
    return formatCount(age.days, commonDomainTexts.day.one, commonDomainTexts.day.other);
  return formatCalendarDate(age.at, options.locale ?? 'pt-BR', options.timeZone);
}

/** A post's relative time (spec: Business constants and limits): "agora", minutes, hours under 24, days under 7, then a pt-BR date. */
export function formatPostTime(
  now: Date | number,
  then: string | number | Date,
  options: DateTextOptions = {},
): string {
  return formatTimelineAge(now, then, (days) => days < 7, options);
}

/** A comment's relative time (spec: Business constants and limits): as a post's, but days are counted up to 30 before the date. */
export function formatCommentTime(
  now: Date | number,
  then: string | number | Date,
  options: DateTextOptions = {},
): string {
  return formatTimelineAge(now, then, (days) => days <= 30, options);
}
