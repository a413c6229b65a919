import { commonDomainTexts, formatCount, measureAge } from '../common/index.ts';

/**
 * The map side list's Portuguese relative time (spec: Screens and routes): "agora mesmo", "N minutos atrás",
 * "N horas atrás", "N dias atrás" with no calendar-date cut-off. Future or unreadable: "agora mesmo".
 */
export function formatMapCardTime(now: Date | number, then: string | number | Date): string {
  const age = measureAge(now, then);
  if (age === undefined || age.minutes < 1) return 'agora mesmo';
  if (age.minutes < 60)
    return `${formatCount(age.minutes, commonDomainTexts.minute.one, commonDomainTexts.minute.other)} atrás`;
  if (age.hours < 24)
    return `${formatCount(age.hours, commonDomainTexts.hour.one, commonDomainTexts.hour.other)} atrás`;
  return `${formatCount(age.days, commonDomainTexts.day.one, commonDomainTexts.day.other)} atrás`;
}
