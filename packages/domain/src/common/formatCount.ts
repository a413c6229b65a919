/** "1 minuto" / "3 minutos": the count with the singular or plural word (0 takes the plural, as in pt-BR). */
export function formatCount(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
