import { formatCount } from '../shell/formatCount.ts';
import { measureAge } from './measureAge.ts';

/**
 * The map side list's Portuguese relative time (doc 1 §2): "agora mesmo", "N minutos atrás",
 * "N horas atrás", "N dias atrás" with no calendar-date cut-off. Future or unreadable: "agora mesmo".
 */
export function formatMapCardTime(now: Date | number, then: string | number | Date): string {
  const age = measureAge(now, then);
  if (age === undefined || age.minutes < 1) return 'agora mesmo';
  if (age.minutes < 60) return `${formatCount(age.minutes, 'minuto', 'minutos')} atrás`;
  if (age.hours < 24) return `${formatCount(age.hours, 'hora', 'horas')} atrás`;
  return `${formatCount(age.days, 'dia', 'dias')} atrás`;
}
