/** Folds text for accent- and case-insensitive search ("São Paulo" and "sao  paulo" meet). */
export function toSearchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
