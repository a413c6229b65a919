/**
 * Folds text for accent-, case- and spacing-insensitive comparison: the area search (spec: Calls
 * search/areas) and the spellings views use for one category (spec: Business constants and limits "Seguranca", "Votaçao").
 * "São Paulo" and "sao  paulo" meet.
 */
export function toSearchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
