/**
 * Folds text for accent-, case- and spacing-insensitive comparison: the area search (doc 1 §7
 * search/areas) and the spellings views use for one category (doc 2 §9 "Seguranca", "Votaçao").
 * "São Paulo" and "sao  paulo" meet.
 */
export function toSearchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
