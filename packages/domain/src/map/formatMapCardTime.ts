import { commonTexts, formatCount, measureAge } from '../common/index.ts';

/**
 * The map side list's Portuguese relative time (spec: Screens and routes): "agora mesmo", "N minutos atrás",
 * "N horas atrás", "N dias atrás" with no calendar-date cut-off. Future or unreadable: "agora mesmo".
 */
export function formatMapCardTime(now: Date | number, then: string | number | Date): string {
  const age = measureAge(now, then);
  if (age === undefined || age.minutes < 1) return 'agora mesmo';
  if (age.minutes < 60)
    return `${formatCount(age.minutes, commonTexts.minute.one, commonTexts.minute.other)} atrás`;
  if (age.hours < 24) return `${formatCount(age.hours, commonTexts.hour.one, commonTexts.hour.other)} atrás`;
  return `${formatCount(age.days, commonTexts.day.one, commonTexts.day.other)} atrás`;
}
